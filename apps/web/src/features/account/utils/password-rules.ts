import { changePasswordBody } from '@iot/api-client/zod/account';

export const PASSWORD_FIELDS = ['old_password', 'new_password', 'confirm_password'] as const;
export type PasswordValues = Record<(typeof PASSWORD_FIELDS)[number], string>;

/**
 * The generated `changePasswordBody` decides each field (required, the new one's length); the one rule the document
 * cannot state is that the confirmation repeats the new password ('passwords not match'), checked once both are typed.
 */
export const passwordSchema = changePasswordBody.refine(
  (v) => !v.new_password || !v.confirm_password || v.new_password === v.confirm_password,
  { path: ['confirm_password'], params: { message: 'account:password.passwordsNotMatch' } },
);

/** The spec's texts for an empty field. */
export const PASSWORD_MESSAGES = {
  old_password: { required: 'account:password.oldPasswordRequired' },
  new_password: { required: 'account:password.newPasswordRequired' },
  confirm_password: { required: 'account:password.confirmPasswordRequired' },
};
