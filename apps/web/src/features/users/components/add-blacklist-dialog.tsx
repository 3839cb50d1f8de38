import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@iot/api-client/errors';
import { Button } from '@iot/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@iot/ui/dialog';
import { Input } from '@iot/ui/input';
import { Label } from '@iot/ui/label';
import { Spinner } from '@iot/ui/spinner';
import { toast } from '@iot/ui/sonner';
import { errorMessage, serverMessage } from '../../../lib/error-message';
import { useBlacklistUser } from '../api/users';
import { limits } from '@iot/api-client/limits';

type Errors = { username?: string; form?: string };

/** Bars a member from the organization: username required, reason optional. */
export function AddBlacklistDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const add = useBlacklistUser();
  const [username, setUsername] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (add.isPending) return;
    if (!username.trim()) {
      setErrors({ username: t('blacklist.usernameRequired') });
      return;
    }
    setErrors({});
    add.mutate(
      { data: { username: username.trim(), reason: reason.trim() || null } },
      {
        onSuccess: () => {
          toast.success(t('blacklist.addSuccess'));
          onClose();
        },
        onError: (error) => {
          setErrors({
            username: isApiError(error) ? error.fieldError('username') : undefined,
            form: serverMessage(error) ?? t('blacklist.addFailed'),
          });
          toast.error(errorMessage(error, t('blacklist.addFailed')));
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (!open && !add.isPending ? onClose() : undefined)}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('blacklist.addTitle')}</DialogTitle>
        </DialogHeader>
        <form id="add-blacklist" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <div className="flex flex-col gap-2">
            <Label htmlFor="blacklist-username">{t('blacklist.username')}</Label>
            <Input
              id="blacklist-username"
              maxLength={limits.BlacklistCreate.username.maxLength}
              value={username}
              autoComplete="off"
              onChange={(e) => setUsername(e.target.value)}
              aria-invalid={errors.username ? true : undefined}
              aria-describedby={errors.username ? 'blacklist-username-error' : undefined}
            />
            {errors.username ? (
              <p id="blacklist-username-error" className="text-destructive text-sm">
                {errors.username}
              </p>
            ) : null}
          </div>
          <div className="flex flex-col gap-2">
            <Label htmlFor="blacklist-reason">{t('blacklist.reason')}</Label>
            <Input
              id="blacklist-reason"
              value={reason}
              maxLength={limits.BlacklistCreate.reason.maxLength}
              onChange={(e) => setReason(e.target.value)}
            />
          </div>
          {errors.form ? (
            <p role="alert" className="text-destructive text-sm">
              {errors.form}
            </p>
          ) : null}
        </form>
        <DialogFooter>
          <Button variant="outline" disabled={add.isPending} onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form="add-blacklist" disabled={add.isPending}>
            {add.isPending ? (
              <Spinner label={t('common:loading')} className="text-current" />
            ) : null}
            {t('blacklist.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
