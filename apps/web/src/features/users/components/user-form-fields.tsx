import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import { createUserBody } from '@iot/api-client/zod/users';
import { Field } from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import type { UserValues } from '../utils/user-rules';
import { maxLengthOf } from '@/lib/form-errors';
import { PermissionFlagFields } from './permission-flag-fields';

const bounds = createUserBody.shape;

/** The fields of the sub-user form; the username is read-only and the password absent when editing. */
export function UserFormFields({
  mode,
  control,
}: {
  mode: 'create' | 'edit';
  control: Control<UserValues, unknown, unknown>;
}) {
  const { t } = useTranslation('users');
  const c = control;
  return (
    <>
      <Field
        control={c}
        name="username"
        label={t('form.username')}
        description={mode === 'edit' ? t('form.usernameFixed') : undefined}
      >
        {(field) => (
          <Input
            {...field}
            readOnly={mode === 'edit'}
            autoComplete="off"
            maxLength={maxLengthOf(bounds.username)}
          />
        )}
      </Field>
      {mode === 'create' ? (
        <Field control={c} name="password" label={t('form.password')}>
          {(field) => (
            <Input
              {...field}
              type="password"
              autoComplete="new-password"
              maxLength={maxLengthOf(bounds.password)}
            />
          )}
        </Field>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field control={c} name="nickname" label={t('form.nickname')}>
          {(field) => <Input {...field} maxLength={maxLengthOf(bounds.nickname)} />}
        </Field>
        <Field control={c} name="cellphone" label={t('form.cellphone')}>
          {(field) => <Input {...field} type="tel" maxLength={maxLengthOf(bounds.cellphone)} />}
        </Field>
      </div>
      <PermissionFlagFields control={c} />
    </>
  );
}
