import { toast } from '@iot/ui/sonner';
import { Button } from '@iot/ui/button';
import { CopyButton } from '@iot/ui/copy-button';
import { Spinner } from '@iot/ui/spinner';
import { Tooltip, TooltipContent, TooltipTrigger } from '@iot/ui/tooltip';
import { InfoIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A labelled spinner, a tooltip on an icon button and a value with its copy button. */
export function StatusDemo() {
  const { t } = useTranslation('test-ui');

  return (
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
  );
}
