import { useTranslation } from 'react-i18next';
import { TriangleAlertIcon } from 'lucide-react';
import type { AccessToken } from '@iot/api-client/model';
import { Alert, AlertDescription } from '@iot/ui/alert';
import { Button } from '@iot/ui/button';
import { CopyButton } from '@iot/ui/copy-button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@iot/ui/dialog';
import { Label } from '@iot/ui/label';
import { toast } from '@iot/ui/sonner';

/**
 * The new token's full secret, the one time it exists on screen (ADR 0112: in full only in the answer of create), with a
 * copy button and the warning that it will not be shown again; the list shows it masked, without a copy button.
 */
export function TokenSecretDialog({
  token,
  onClose,
}: {
  token: AccessToken | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['tokens', 'common']);
  return (
    <Dialog open={token !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('secret.title')}</DialogTitle>
          <DialogDescription>{t('secret.description')}</DialogDescription>
        </DialogHeader>
        {token ? (
          <div className="flex flex-col gap-2">
            <Label htmlFor="token-secret">{t('secret.label')}</Label>
            <div className="flex items-center gap-2">
              <output
                id="token-secret"
                className="bg-muted flex-1 rounded-md px-3 py-2 font-mono text-sm break-all"
              >
                {token.token}
              </output>
              <CopyButton
                value={token.token}
                label={t('copy', { name: token.name })}
                copiedLabel={t('copied')}
                onCopied={() => toast.success(t('common:copySuccess'))}
                onCopyError={() => toast.error(t('common:copyFailed'))}
              />
            </div>
          </div>
        ) : null}
        <Alert role="note">
          <TriangleAlertIcon aria-hidden="true" />
          <AlertDescription className="text-foreground font-medium">
            {t('secret.once')}
          </AlertDescription>
        </Alert>
        <DialogFooter>
          <Button onClick={onClose}>{t('secret.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
