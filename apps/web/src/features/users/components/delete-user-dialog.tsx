import { useTranslation } from 'react-i18next';
import type { User } from '@iot/api-client/model';
import { toast } from '@iot/ui/sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { useDeleteUser } from '../api/users';

/** Removing a sub-user asks first (deleteFailed on failure). */
export function DeleteUserDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const { t } = useTranslation('users');
  const remove = useDeleteUser();
  return (
    <ConfirmDialog
      open={user !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('delete.title')}
      description={t('delete.description', { username: user?.username ?? '' })}
      confirmLabel={t('delete.submit')}
      pending={remove.isPending}
      onConfirm={() => {
        if (!user || remove.isPending) return;
        remove.mutate(
          { userId: user.id },
          {
            onSuccess: () => {
              toast.success(t('deleteSuccess'));
              onClose();
            },
            onError: (error) => toast.error(errorMessage(error, t('deleteFailed'))),
          },
        );
      }}
    />
  );
}
