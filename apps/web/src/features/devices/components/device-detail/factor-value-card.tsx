import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoaderCircleIcon, TriangleAlertIcon } from 'lucide-react';
import type { Factor, LatestValue } from '@iot/api-client/model';
import { Card, CardContent, CardHeader, CardTitle } from '@iot/ui/card';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { cn } from '@iot/ui/lib/utils';
import { Switch } from '@iot/ui/switch';
import { FactorIcon } from '@/components/factor-icon';
import { paths } from '@/config/paths';
import { formatTime } from '@/lib/format-time';
import { useOrgSlug } from '@/lib/org-scope';
import { useSwitchCommand, type SwitchCommandOptions } from '../../hooks/use-switch-command';
import { usePermissions } from '@/features/organizations/api/permissions';
import { isStale, isSwitchType } from './latest-values';

/**
 * One enabled factor: its name links to its history, latest value, unit and time; red when older than 30 min; switches
 * toggle on / off here.
 */
export function FactorValueCard({
  factor,
  latest,
  nowSeconds,
  reportedAt,
  projectId,
  deviceId,
  onChanged,
}: {
  factor: Factor;
  latest: LatestValue | undefined;
  nowSeconds: number;
  /** When the latest values last answered (ms): a switch command waits for a reading after it was accepted. */
  reportedAt: number;
  projectId: string;
  deviceId: number;
  onChanged: () => void;
}) {
  const { t } = useTranslation('devices');
  const orgSlug = useOrgSlug();
  const stale = isStale(latest?.t, nowSeconds);
  const unit = factor.the_type_detail.unit;
  const titleId = `factor-${factor.id}-name`;

  return (
    <Card
      data-stale={stale || undefined}
      className={cn('gap-2', stale && 'border-destructive bg-destructive/5')}
    >
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-sm font-medium">
          <FactorIcon icon={factor.the_type_detail.icon} className="size-5" />
          <Link
            id={titleId}
            to={paths.device.factorData.getHref(orgSlug, projectId, deviceId, factor.id)}
            className="truncate hover:underline"
            title={factor.name}
          >
            {factor.name}
          </Link>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-1">
        {isSwitchType(factor.the_type) ? (
          <SwitchControl
            factor={factor}
            labelledBy={titleId}
            reported={latest?.value}
            reportedAt={reportedAt}
            projectId={projectId}
            deviceId={deviceId}
            onAccepted={onChanged}
          />
        ) : (
          <p className="text-2xl font-semibold tabular-nums">
            {latest ? latest.value : '—'}
            {unit ? (
              <span className="text-muted-foreground ml-1 text-sm font-normal">{unit}</span>
            ) : null}
          </p>
        )}
        <p className={cn('text-xs', stale ? 'text-destructive' : 'text-muted-foreground')}>
          {stale ? <TriangleAlertIcon aria-hidden="true" className="mr-1 inline size-3" /> : null}
          {latest ? t('overview.updatedAt', { time: formatTime(latest.t) }) : t('overview.noValue')}
          {stale ? <span className="sr-only"> {t('overview.stale')}</span> : null}
        </p>
      </CardContent>
    </Card>
  );
}

/**
 * A switch named by its factor (not by its state): on / off as the device reports it, the asked value while a command is
 * on its way, and what became of the command (sending, waiting for the device, confirmed, refused, not confirmed).
 */
function SwitchControl({ labelledBy, ...options }: SwitchCommandOptions & { labelledBy: string }) {
  const { t } = useTranslation('devices');
  const command = useSwitchCommand(options);
  const refused = usePermissions().reason('device');
  return (
    <div className="flex min-h-8 flex-wrap items-center gap-x-2 gap-y-1">
      <DisabledReason reason={refused}>
        <Switch
          aria-labelledby={labelledBy}
          checked={command.checked}
          disabled={command.busy}
          aria-busy={command.busy || undefined}
          onCheckedChange={command.toggle}
        />
      </DisabledReason>
      <span aria-hidden="true" className="text-sm font-medium">
        {command.checked ? t('overview.on') : t('overview.off')}
      </span>
      <span role="status" className="text-muted-foreground flex items-center gap-1 text-xs">
        {command.busy ? (
          <LoaderCircleIcon aria-hidden="true" className="size-3 animate-spin" />
        ) : null}
        {command.phase ? t(`overview.switchPhase.${command.phase}`) : null}
      </span>
    </div>
  );
}
