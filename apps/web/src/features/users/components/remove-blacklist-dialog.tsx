import { useTranslation } from 'react-i18next';
import type { BlacklistEntry } from '@iot/api-client/model';
import { toast } from '@iot/ui/sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/error-message';
import { useUnblacklistUser } from '../api/users';

/** Lifting a bar asks first. */
export function RemoveBlacklistDialog({
  entry,
  onClose,
}: {
  entry: BlacklistEntry | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('users');
  const remove = useUnblacklistUser();
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
            onSuccess: () => {
              toast.success(t('blacklist.removeSuccess'));
              onClose();
            },
            onError: (error) => toast.error(errorMessage(error, t('blacklist.removeFailed'))),
          },
        );
      }}
    />
  );
}
