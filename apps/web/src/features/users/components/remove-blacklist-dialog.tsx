import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useRemoveFromBlacklist } from '@iot/api-client/hooks/users';
import type { BlacklistEntry } from '@iot/api-client/model';
import { toast } from '@iot/ui/sonner';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/error-message';
import { invalidateBlacklist, invalidateUsers } from '../api/invalidate';

/** Lifting a bar asks first. */
export function RemoveBlacklistDialog({
  entry,
  onClose,
}: {
  entry: BlacklistEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  const queryClient = useQueryClient();
  const remove = useRemoveFromBlacklist();
  return (
    <ConfirmDialog
      open={entry !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('blacklist.removeTitle')}
      description={t('blacklist.removeDescription', { username: entry?.user.username ?? '' })}
      confirmLabel={t('blacklist.removeSubmit')}
      pending={remove.isPending}
      onConfirm={() => {
        if (!entry || remove.isPending) return;
        remove.mutate(
          { entryId: entry.id },
          {
            onSuccess: async () => {
              toast.success(t('blacklist.removeSuccess'));
              await Promise.all([invalidateBlacklist(queryClient), invalidateUsers(queryClient)]);
              onClose();
            },
            onError: (error) => toast.error(errorMessage(error, t('blacklist.removeFailed'))),
          },
        );
      }}
    />
  );
}
