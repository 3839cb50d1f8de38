import { useTranslation } from 'react-i18next';
import type { AccessToken } from '@iot/api-client/model';
import { CopyButton } from '@iot/ui/copy-button';
import { toast } from '@iot/ui/sonner';

/** Copies a token's value, named after the token, with the copied / failed toasts (token list and the new-token dialog). */
export function TokenCopyButton({ token }: { token: Pick<AccessToken, 'name' | 'token'> }) {
  const { t } = useTranslation(['tokens', 'common']);
  return (
    <CopyButton
      value={token.token}
      label={t('copy', { name: token.name })}
      copiedLabel={t('copied')}
      onCopied={() => toast.success(t('common:copySuccess'))}
      onCopyError={() => toast.error(t('common:copyFailed'))}
    />
  );
}
