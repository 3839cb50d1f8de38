import { useTranslation } from 'react-i18next';
import { TriangleAlertIcon } from 'lucide-react';
import type { Factor, LatestValue } from '@iot/api-client/model';
import { Card, CardContent, CardHeader, CardTitle } from '@iot/ui/card';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { Label } from '@iot/ui/label';
import { cn } from '@iot/ui/lib/utils';
import { toast } from '@iot/ui/sonner';
import { Switch } from '@iot/ui/switch';
import { FactorIcon } from '@/components/factor-icon';
import { formatTime } from '@/lib/format-time';
import { isStale, isSwitchType } from './latest-values';
import { errorMessage } from '@/lib/error-message';
import { useSetFactorSwitch } from '@/features/factors/api/factors';
import { usePermissions } from '@/features/organizations/api/permissions';

/** One enabled factor: latest value, unit and time; red when older than 30 min; switches toggle on / off here. */
export function FactorValueCard({
  factor,
  latest,
  nowSeconds,
  projectId,
  deviceId,
  onChanged,
}: {
  factor: Factor;
  latest: LatestValue | undefined;
  nowSeconds: number;
  projectId: string;
  deviceId: number;
  onChanged: () => void;
}) {
  const { t } = useTranslation('devices');
  const setSwitch = useSetFactorSwitch(projectId, deviceId);
  const stale = isStale(latest?.t, nowSeconds);
  const isSwitch = isSwitchType(factor.the_type);
  const on = setSwitch.isPending ? setSwitch.variables?.data.value === 1 : latest?.value === 1;
  const unit = factor.the_type_detail.unit;
  const switchId = `switch-${factor.id}`;
  const refused = usePermissions().reason('device');

  const toggle = (checked: boolean) =>
    setSwitch.mutate(
      { projectId, devicePk: deviceId, factorId: factor.id, data: { value: checked ? 1 : 0 } },
      {
        onSuccess: () => {
          toast.success(
            t(checked ? 'overview.switchedOn' : 'overview.switchedOff', { name: factor.name }),
          );
          onChanged();
        },
        onError: (e) => toast.error(errorMessage(e, t('overview.switchFailed'))),
      },
    );

  return (
    <Card
      data-stale={stale || undefined}
      className={cn('gap-2', stale && 'border-destructive bg-destructive/5')}
    >
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-sm font-medium">
          <FactorIcon icon={factor.the_type_detail.icon} className="size-5" />
          <span className="truncate" title={factor.name}>
            {factor.name}
          </span>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-1">
        {isSwitch ? (
          <div className="flex h-8 items-center gap-2">
            <DisabledReason reason={refused}>
              <Switch
                id={switchId}
                checked={on}
                disabled={setSwitch.isPending}
                onCheckedChange={toggle}
              />
            </DisabledReason>
            <Label htmlFor={switchId}>{on ? t('overview.on') : t('overview.off')}</Label>
          </div>
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
