import type { ApiError } from '@iot/api-client/errors';

export const PASSWORD_FIELDS = ['old_password', 'new_password', 'confirm_password'] as const;
export type PasswordField = (typeof PASSWORD_FIELDS)[number];
export type PasswordValues = Record<PasswordField, string>;

const REQUIRED_KEYS = {
  old_password: 'password.oldPasswordRequired',
  new_password: 'password.newPasswordRequired',
  confirm_password: 'password.confirmPasswordRequired',
} as const;

/** A translation key of the account namespace. */
export type PasswordErrorKey = (typeof REQUIRED_KEYS)[PasswordField] | 'password.passwordsNotMatch';
/** Client-side errors (translation keys) per field. */
export type PasswordErrors = Partial<Record<PasswordField, PasswordErrorKey>>;
/** Server messages per field. */
export type PasswordServerErrors = Partial<Record<PasswordField, string>>;

/** Spec §5: each field required; confirm must equal new ('passwords not match'). Returns translation keys. */
export function validatePassword(values: PasswordValues): PasswordErrors {
  const errors: PasswordErrors = {};
  for (const field of PASSWORD_FIELDS) {
    if (!values[field]) errors[field] = REQUIRED_KEYS[field];
  }
  if (
    !errors.new_password &&
    !errors.confirm_password &&
    values.new_password !== values.confirm_password
  ) {
    errors.confirm_password = 'password.passwordsNotMatch';
  }
  return errors;
}

/** Spec §5: the server's field errors, first message of each. */
export function serverFieldErrors(error: ApiError): PasswordServerErrors {
  const errors: PasswordServerErrors = {};
  for (const field of PASSWORD_FIELDS) {
    const message = error.fieldError(field);
    if (message) errors[field] = message;
  }
  return errors;
}
