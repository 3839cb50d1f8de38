import { toast } from '@iot/ui/sonner';
import { Badge } from '@iot/ui/badge';
import { Button } from '@iot/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@iot/ui/card';
import { CopyButton } from '@iot/ui/copy-button';
import { Skeleton } from '@iot/ui/skeleton';
import { Spinner } from '@iot/ui/spinner';
import { Tooltip, TooltipContent, TooltipTrigger } from '@iot/ui/tooltip';
import { InfoIcon, SettingsIcon, TrashIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const badgeVariants = [
  'default',
  'secondary',
  'outline',
  'success',
  'warning',
  'destructive',
  'online',
  'offline',
] as const;

export function ActionsSection() {
  const { t } = useTranslation('test-ui');
  const clicked = () => toast(t('buttons.clicked'));

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('sections.actions')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex flex-wrap items-center gap-2">
          <Button onClick={clicked}>{t('buttons.primary')}</Button>
          <Button variant="secondary" onClick={clicked}>
            {t('buttons.secondary')}
          </Button>
          <Button variant="outline" onClick={clicked}>
            {t('buttons.outline')}
          </Button>
          <Button variant="ghost" onClick={clicked}>
            {t('buttons.ghost')}
          </Button>
          <Button variant="link" onClick={clicked}>
            {t('buttons.link')}
          </Button>
          <Button variant="destructive" onClick={clicked}>
            <TrashIcon aria-hidden="true" />
            {t('buttons.destructive')}
          </Button>
          <Button disabled>{t('buttons.disabled')}</Button>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button size="sm" variant="outline">
            {t('buttons.small')}
          </Button>
          <Button size="lg" variant="outline">
            {t('buttons.large')}
          </Button>
          <Button size="icon" variant="outline" aria-label={t('buttons.settings')}>
            <SettingsIcon aria-hidden="true" />
          </Button>
          <Button disabled>
            <Spinner label={t('buttons.saving')} className="text-current" />
            {t('buttons.saving')}
          </Button>
        </div>
        <div className="flex flex-wrap gap-2">
          {badgeVariants.map((variant) => (
            <Badge key={variant} variant={variant}>
              {t(`badges.${variant}`)}
            </Badge>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <Spinner label={t('status.loading')} showLabel />
          <Tooltip>
            <TooltipTrigger asChild>
              <Button size="icon-sm" variant="ghost" aria-label={t('status.tooltipTrigger')}>
                <InfoIcon aria-hidden="true" />
              </Button>
            </TooltipTrigger>
            <TooltipContent>{t('status.tooltip')}</TooltipContent>
          </Tooltip>
          <span className="inline-flex items-center gap-1 rounded-md border px-2 font-mono text-sm">
            {t('status.copyValue')}
            <CopyButton
              value={t('status.copyValue')}
              label={t('status.copy')}
              copiedLabel={t('status.copied')}
              onCopied={() => toast.success(t('status.copySuccess'))}
              onCopyError={() => toast.error(t('status.copyFailed'))}
            />
          </span>
        </div>
        <div className="flex flex-col gap-2" aria-label={t('status.skeleton')} role="group">
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-16 w-full" />
        </div>
      </CardContent>
    </Card>
  );
}
