import { useTranslation } from 'react-i18next';
import type { AccessToken } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@iot/ui/dialog';
import { Label } from '@iot/ui/label';
import { TokenCopyButton } from './token-copy-button';

/** The new token's full secret, shown once with a copy button (ADR 0112: shown in full only in the answer of create). */
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
              <TokenCopyButton token={token} />
            </div>
          </div>
        ) : null}
        <DialogFooter>
          <Button onClick={onClose}>{t('secret.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
