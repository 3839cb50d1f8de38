import { useTranslation } from 'react-i18next';
import type { AccessToken } from '@iot/api-client/model';
import { Switch } from '@iot/ui/switch';
import { toast } from '@iot/ui/sonner';
import { useUpdateToken } from '../api/tokens';

/**
 * `is_active` toggles at once — the cached list changes before the answer (useUpdateToken); on error it is
 * rolled back, the list reloaded and the updateError toast shown.
 */
export function TokenActiveSwitch({ token }: { token: AccessToken }) {
  const { t } = useTranslation('tokens');
  const update = useUpdateToken();

  const onChange = (next: boolean) => {
    if (update.isPending) return;
    update.mutate(
      { tokenId: token.id, data: { is_active: next } },
      { onSuccess: () => toast.success(t(next ? 'enabled' : 'disabled')) },
    );
  };

  return (
    <Switch
      checked={token.is_active}
      disabled={update.isPending}
      aria-label={t('toggle', { name: token.name })}
      onCheckedChange={onChange}
    />
  );
}
