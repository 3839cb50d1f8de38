import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '@iot/api-client/hooks/account';
import { isApiError, UNKNOWN_ERROR } from '@iot/api-client/errors';
import { Button } from '@iot/ui/button';
import { Spinner } from '@iot/ui/spinner';
import { toast } from '@iot/ui/sonner';
import {
  serverFieldErrors,
  validatePassword,
  type PasswordErrors,
  type PasswordField as Field,
  type PasswordServerErrors,
  type PasswordValues,
} from '../utils/password-rules';
import { PasswordField } from './password-field';

const EMPTY: PasswordValues = { old_password: '', new_password: '', confirm_password: '' };

/**
 * Spec §2/§5/§8: current, new and confirm passwords, each required; mismatch 'passwords not match'; server field
 * errors under their field (first message); the first non_field_errors inline and as a toast; a spinner while saving;
 * 'change success' clears the fields.
 */
export function PasswordForm() {
  const { t } = useTranslation('account');
  const [values, setValues] = useState<PasswordValues>(EMPTY);
  const [errors, setErrors] = useState<PasswordErrors>({});
  const [serverErrors, setServerErrors] = useState<PasswordServerErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const change = useChangePassword();

  const set = (field: Field) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const errorOf = (field: Field) => {
    const key = errors[field];
    return key ? t(key) : serverErrors[field];
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = validatePassword(values);
    setErrors(next);
    setServerErrors({});
    setFormError(null);
    if (Object.keys(next).length > 0) return;
    change.mutate(
      { data: values },
      {
        onSuccess: () => {
          setValues(EMPTY);
          toast.success(t('password.changeSuccess'));
        },
        onError: (error) => {
          if (!isApiError(error)) {
            toast.error(t('password.changeFailed'));
            return;
          }
          setServerErrors(serverFieldErrors(error));
          const nonField = error.nonFieldError;
          if (nonField) {
            setFormError(nonField);
            toast.error(nonField);
          } else if (!Object.keys(serverFieldErrors(error)).length) {
            toast.error(
              error.message === UNKNOWN_ERROR ? t('password.changeFailed') : error.message,
            );
          }
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex max-w-md flex-col gap-4">
      <PasswordField
        id="old-password"
        label={t('password.old')}
        autoComplete="current-password"
        value={values.old_password}
        error={errorOf('old_password')}
        onChange={set('old_password')}
      />
      <PasswordField
        id="new-password"
        label={t('password.new')}
        autoComplete="new-password"
        value={values.new_password}
        error={errorOf('new_password')}
        onChange={set('new_password')}
      />
      <PasswordField
        id="confirm-password"
        label={t('password.confirm')}
        autoComplete="new-password"
        value={values.confirm_password}
        error={errorOf('confirm_password')}
        onChange={set('confirm_password')}
      />
      {formError ? (
        <p role="alert" className="text-destructive text-sm">
          {formError}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? <Spinner label={t('password.submitting')} /> : null}
          {t('password.submit')}
        </Button>
      </div>
    </form>
  );
}
