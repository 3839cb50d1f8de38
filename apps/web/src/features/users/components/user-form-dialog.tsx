import { useTranslation } from 'react-i18next';
import type { User, UserCreate, UserUpdate } from '@iot/api-client/model';
import { createUserBody, updateUserBody } from '@iot/api-client/zod/users';
import { toast } from '@iot/ui/sonner';
import type { z } from 'zod';
import { FormDialog } from '@/components/form-dialog';
import { showSubmitError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateUser, useUpdateUser } from '../api/users';
import { userValues, type UserValues } from '../utils/user-rules';
import { UserFormFields } from './user-form-fields';

const SERVER_FIELDS = ['username', 'password', 'nickname', 'cellphone'] as const;

/**
 * Create (username and password required) or edit (username fixed, password never sent: `updateUserBody` has
 * neither) a sub-user with nickname, cellphone and the four permission flags. `user` undefined means create.
 */
export function UserFormDialog({ user, onClose }: { user?: User; onClose: () => void }) {
  const { t } = useTranslation(['users', 'common']);
  const create = useCreateUser();
  const update = useUpdateUser();
  const mode = user ? 'edit' : 'create';
  const pending = create.isPending || update.isPending;
  const failure = mode === 'create' ? t('createFailed') : t('updateFailed');
  const schema = (user ? updateUserBody : createUserBody) as z.ZodType<UserCreate | UserUpdate>;
  const form = useSchemaForm<UserValues, UserCreate | UserUpdate>(schema, {
    defaultValues: userValues(user),
    trim: ['username', 'nickname', 'cellphone'],
    emptyAsNull: ['nickname', 'cellphone'],
    messages: {
      username: { required: 'users:form.usernameRequired' },
      password: { required: 'users:form.passwordRequired' },
    },
  });

  const onError = (err: unknown) => showSubmitError(form, err, failure, SERVER_FIELDS);

  const onSuccess = () => {
    toast.success(mode === 'create' ? t('createSuccess') : t('updateSuccess'));
    onClose();
  };

  const onSubmit = (data: UserCreate | UserUpdate) => {
    if (user) update.mutate({ userId: user.id, data }, { onSuccess, onError });
    else create.mutate({ data: data as UserCreate }, { onSuccess, onError });
  };

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={user ? t('form.editTitle', { username: user.username }) : t('form.createTitle')}
      form={form}
      onSubmit={onSubmit}
      submitLabel={mode === 'create' ? t('form.submitCreate') : t('form.submitEdit')}
      pending={pending}
    >
      <UserFormFields mode={mode} control={form.control} />
    </FormDialog>
  );
}
