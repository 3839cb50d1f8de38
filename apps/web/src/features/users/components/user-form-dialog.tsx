import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@iot/api-client/errors';
import type { User } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '@iot/ui/dialog';
import { Spinner } from '@iot/ui/spinner';
import { toast } from '@iot/ui/sonner';
import { errorMessage, serverMessage } from '../../../lib/error-message';
import { useCreateUser, useUpdateUser } from '../api/users';
import {
  createPayload,
  draftOf,
  emptyDraft,
  updatePayload,
  validateUserDraft,
  type UserDraft,
} from '../utils/user-rules';
import { UserFormFields, type UserFieldErrors } from './user-form-fields';

/**
 * Create (username and password required) or edit (username fixed, password never sent) a sub-user with nickname,
 * cellphone and the four permission flags (spec §3, §5). `user` undefined means create.
 */
export function UserFormDialog({ user, onClose }: { user?: User; onClose: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const create = useCreateUser();
  const update = useUpdateUser();
  const mode = user ? 'edit' : 'create';
  const [draft, setDraft] = useState<UserDraft>(() => (user ? draftOf(user) : emptyDraft()));
  const [errors, setErrors] = useState<UserFieldErrors>({});
  const pending = create.isPending || update.isPending;
  const failure = mode === 'create' ? t('createFailed') : t('updateFailed');

  const onError = (error: unknown) => {
    const api = isApiError(error) ? error : undefined;
    setErrors({
      username: api?.fieldError('username'),
      password: api?.fieldError('password'),
      nickname: api?.fieldError('nickname'),
      cellphone: api?.fieldError('cellphone'),
      form: serverMessage(error) ?? failure,
    });
    toast.error(errorMessage(error, failure));
  };

  const onSuccess = () => {
    toast.success(mode === 'create' ? t('createSuccess') : t('updateSuccess'));
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const invalid = validateUserDraft(draft, mode);
    const next: UserFieldErrors = {
      username: invalid.username && t(invalid.username),
      password: invalid.password && t(invalid.password),
    };
    setErrors(next);
    if (next.username || next.password) return;
    if (user) {
      update.mutate({ userId: user.id, data: updatePayload(draft) }, { onSuccess, onError });
    } else {
      create.mutate({ data: createPayload(draft) }, { onSuccess, onError });
    }
  };

  return (
    <Dialog open onOpenChange={(open) => (!open && !pending ? onClose() : undefined)}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogHeader>
          <DialogTitle>
            {user ? t('form.editTitle', { username: user.username }) : t('form.createTitle')}
          </DialogTitle>
        </DialogHeader>
        <form id="user-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <UserFormFields mode={mode} draft={draft} onChange={setDraft} errors={errors} />
          {errors.form ? (
            <p role="alert" className="text-destructive text-sm">
              {errors.form}
            </p>
          ) : null}
        </form>
        <DialogFooter>
          <Button variant="outline" disabled={pending} onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form="user-form" disabled={pending}>
            {pending ? <Spinner label={t('common:loading')} className="text-current" /> : null}
            {mode === 'create' ? t('form.submitCreate') : t('form.submitEdit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
