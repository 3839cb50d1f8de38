import { useTranslation } from 'react-i18next';
import type { AccessToken } from '@iot/api-client/model';
import { toast } from '@iot/ui/sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { useDeleteToken } from '../api/tokens';

/** Deleting a token asks first (delete_error on failure). */
export function DeleteTokenDialog({
  token,
  onClose,
}: {
  token: AccessToken | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('tokens');
  const remove = useDeleteToken();
  return (
    <ConfirmDialog
      open={token !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('delete.title')}
      description={t('delete.description', { name: token?.name ?? '' })}
      confirmLabel={t('delete.submit')}
      pending={remove.isPending}
      onConfirm={() => {
        if (!token || remove.isPending) return;
        remove.mutate(
          { tokenId: token.id },
          {
            onSuccess: () => {
              toast.success(t('deleteSuccess'));
              onClose();
            },
            onError: (error) => toast.error(errorMessage(error, t('delete_error'))),
          },
        );
      }}
    />
  );
}
