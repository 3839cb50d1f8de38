import { useTranslation } from 'react-i18next';
import { Field } from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import { toast } from '@iot/ui/sonner';
import { SchemaForm } from '@/components/schema-form';
import { useChangePassword } from '../api/account';
import { maxLengthOf, showSubmitError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import {
  PASSWORD_FIELDS,
  PASSWORD_MESSAGES,
  passwordSchema,
  type PasswordValues,
} from '../utils/password-rules';

const EMPTY: PasswordValues = { old_password: '', new_password: '', confirm_password: '' };
const FIELDS = [
  { name: 'old_password', label: 'password.old', autoComplete: 'current-password' },
  { name: 'new_password', label: 'password.new', autoComplete: 'new-password' },
  { name: 'confirm_password', label: 'password.confirm', autoComplete: 'new-password' },
] as const;

/**
 * Current, new and confirm passwords on the generated `changePasswordBody` ('passwords not match' on top); the
 * server's field errors under their field (first message), its non-field error inline and as a toast; a spinner while
 * saving; 'change success' clears the fields.
 */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const change = useChangePassword();
  const form = useSchemaForm(passwordSchema, { defaultValues: EMPTY, messages: PASSWORD_MESSAGES });

  const onSubmit = (data: PasswordValues) =>
    change.mutate(
      { data },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast.success(t('password.changeSuccess'));
        },
        onError: (error) =>
          showSubmitError(form, error, t('password.changeFailed'), PASSWORD_FIELDS, {
            fieldsSuffice: true,
            fieldTexts: {
              old_password: t('password.oldPasswordWrong'),
              new_password: t('password.newPasswordRejected'),
              confirm_password: t('password.passwordsNotMatch'),
            },
          }),
      },
    );

  return (
    <SchemaForm
      form={form}
      onSubmit={onSubmit}
      pending={change.isPending}
      className="flex max-w-md flex-col gap-4"
      submit={{ label: t('password.submit'), pendingLabel: t('password.submitting') }}
    >
      {FIELDS.map(({ name, label, autoComplete }) => (
        <Field key={name} control={form.control} name={name} label={t(label)}>
          {(field) => (
            <Input
              {...field}
              type="password"
              autoComplete={autoComplete}
              maxLength={maxLengthOf(passwordSchema.shape[name])}
            />
          )}
        </Field>
      ))}
    </SchemaForm>
  );
}
