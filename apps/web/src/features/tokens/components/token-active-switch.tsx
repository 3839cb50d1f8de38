import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useUpdateAccessToken } from '@iot/api-client/hooks/tokens';
import type { AccessToken } from '@iot/api-client/model';
import { Switch } from '@iot/ui/switch';
import { toast } from '@iot/ui/sonner';
import { errorMessage } from '../../../lib/error-message';
import { invalidateTokens } from '../api/invalidate';

/** Spec §4: is_active toggles at once; on error it is rolled back and the list reloaded (updateError toast). */
export function TokenActiveSwitch({ token }: { token: AccessToken }) {
  const { t } = useTranslation('tokens');
  const queryClient = useQueryClient();
  const update = useUpdateAccessToken();
  const [checked, setChecked] = useState(token.is_active);
  const [shown, setShown] = useState(token.is_active);
  if (token.is_active !== shown) {
    setShown(token.is_active);
    setChecked(token.is_active);
  }

  const onChange = (next: boolean) => {
    if (update.isPending) return;
    setChecked(next);
    update.mutate(
      { tokenId: token.id, data: { is_active: next } },
      {
        onSuccess: async () => {
          toast.success(t(next ? 'enabled' : 'disabled'));
          await invalidateTokens(queryClient);
        },
        onError: async (error) => {
          setChecked(!next);
          toast.error(errorMessage(error, t('updateError')));
          await invalidateTokens(queryClient);
        },
      },
    );
  };

  return (
    <Switch
      checked={checked}
      disabled={update.isPending}
      aria-label={t('toggle', { name: token.name })}
      onCheckedChange={onChange}
    />
  );
}
