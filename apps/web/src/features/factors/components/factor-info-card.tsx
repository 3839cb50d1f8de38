import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SettingsIcon } from 'lucide-react';
import type { Factor } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { Card, CardAction, CardContent, CardHeader } from '@iot/ui/card';
import { CopyButton } from '@iot/ui/copy-button';
import { toast } from '@iot/ui/sonner';
import { usePermissions } from '@/features/organizations/api/permissions';
import { factorTitle } from '../utils/factor-kind';

const show = (v: number | null | undefined) => (v === null || v === undefined ? '—' : String(v));

/**
 * Heading = name (unit); agri_id with a copy button (success / failure toasts), the type's
 * name, the value range `min - max` plus unit, and a settings button.
 */
export function FactorInfoCard({
  factor,
  onOpenSettings,
  headingLevel = 3,
  title,
  children,
}: {
  factor: Factor;
  onOpenSettings: () => void;
  headingLevel?: 2 | 3;
  /** Replaces the heading's text (e.g. a link to the factor's data). */
  title?: ReactNode;
  /** Extra actions under the details (enable toggle, copy, delete). */
  children?: ReactNode;
}) {
  const { t } = useTranslation(['factors', 'common']);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const unit = factor.the_type_detail.unit;
  const refused = usePermissions().reason('device');
  const settingsLabel = t('info.settings', { name: factor.name });
  return (
    <Card className="gap-3">
      <CardHeader>
        <Heading className="text-base leading-tight font-semibold">
          {title ?? factorTitle(factor)}
        </Heading>
        <CardAction>
          <DisabledReason reason={refused} name={settingsLabel}>
            <Button
              variant="ghost"
              size="icon-sm"
              aria-label={settingsLabel}
              onClick={onOpenSettings}
            >
              <SettingsIcon aria-hidden="true" />
            </Button>
          </DisabledReason>
        </CardAction>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-3 gap-y-1 text-sm">
          <dt className="text-muted-foreground">{t('info.agriId')}</dt>
          <dd className="flex items-center gap-1 font-mono">
            {factor.agri_id}
            <CopyButton
              value={factor.agri_id}
              label={t('info.copyAgriId')}
              copiedLabel={t('common:actions.copied')}
              onCopied={() => toast.success(t('info.copySuccess'))}
              onCopyError={() => toast.error(t('copyFailed'))}
            />
          </dd>
          <dt className="text-muted-foreground">{t('info.type')}</dt>
          <dd>{factor.the_type_detail.name}</dd>
          <dt className="text-muted-foreground">{t('info.range')}</dt>
          <dd className="tabular-nums">
            {`${show(factor.min_value)} - ${show(factor.max_value)}`}
            {unit ? ` ${unit}` : ''}
          </dd>
        </dl>
        {children}
      </CardContent>
    </Card>
  );
}
