import { isApiError } from '@iot/api-client/errors';
import { serverMessage } from '@/lib/error-message';

/** A translation key of the auth namespace, or a message the server gave. */
export type LoginErrorText = { key: LoginErrorKey } | { message: string };
type LoginErrorKey =
  | 'login.errors.invalidCredentials'
  | 'login.errors.invalidInput'
  | 'login.errors.failed'
  | 'login.errors.unavailable'
  | 'login.errors.noResponse'
  | 'login.errors.requestError';

/**
 * Why a sign-in failed, in the reader's language (docs/decisions/0140-error-texts-in-readers-language.md): a 401 is always
 * the console's own 'wrong credentials', whatever the server wrote; a 400 shows the server's message only when it is in
 * the reader's language; a 503 is a full public demo (docs/decisions/0152-sign-in-unavailable.md).
 */
export function loginErrorText(error: unknown): LoginErrorText {
  if (!isApiError(error)) return { key: 'login.errors.requestError' };
  if (error.kind !== 'http') return { key: 'login.errors.noResponse' };
  if (error.status === 401) return { key: 'login.errors.invalidCredentials' };
  if (error.status === 400) {
    const message = serverMessage(error);
    return message ? { message } : { key: 'login.errors.invalidInput' };
  }
  if (error.status === 503) return { key: 'login.errors.unavailable' };
  return { key: 'login.errors.failed' };
}
