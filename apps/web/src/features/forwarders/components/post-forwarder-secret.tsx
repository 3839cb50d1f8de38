import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@iot/ui/button';
import { CopyButton } from '@iot/ui/copy-button';
import { toast } from '@iot/ui/sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { usePostForwarderCalls } from '../api/forwarders';

/** The POST forwarder's secret key, with copy and a reset that asks first. */
export function PostForwarderSecret({ secretKey }: { secretKey: string }) {
  const { t } = useTranslation(['forwarders', 'common']);
  const { reset } = usePostForwarderCalls();
  const [resetting, setResetting] = useState(false);

  const onReset = () =>
    reset.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('post.resetSuccess'));
        setResetting(false);
      },
      onError: (err) => toast.error(errorMessage(err, t('common:operationFailed'))),
    });

  return (
    <div className="flex flex-col gap-2">
      <span id="post-secret-label" className="text-sm font-medium">
        {t('post.secret')}
      </span>
      <div className="flex items-center gap-2">
        <code
          aria-labelledby="post-secret-label"
          className="bg-muted flex-1 rounded-md px-3 py-2 font-mono text-sm break-all"
        >
          {secretKey}
        </code>
        <CopyButton
          value={secretKey}
          label={t('post.copySecret')}
          copiedLabel={t('common:actions.copied')}
          onCopied={() => toast.success(t('common:copySuccess'))}
          onCopyError={() => toast.error(t('common:copyFailed'))}
        />
        <Button variant="outline" size="sm" onClick={() => setResetting(true)}>
          {t('post.reset')}
        </Button>
      </div>
      <ConfirmDialog
        open={resetting}
        onOpenChange={setResetting}
        title={t('post.resetTitle')}
        description={t('post.resetDescription')}
        confirmLabel={t('post.reset')}
        pending={reset.isPending}
        onConfirm={onReset}
      />
    </div>
  );
}
