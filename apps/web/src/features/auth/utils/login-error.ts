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
 * docs/product.md#errors-and-messages, login, in the reader's language (docs/decisions/0140-error-texts-in-readers-language.md):
 * 401 → 'Invalid username or password' (the console's own words: a refused sign-in means just that); 400 → the server's
 * error when it is in the reader's language, else 'Invalid input data'; 503 → the server cannot take the sign-in now
 * (a full public demo: docs/decisions/0152-sign-in-unavailable.md); another status → 'Login failed. Please try
 * again.'; no response → 'No response from server. Please check your connection.'; anything else → 'Request error.
 * Please try again.'.
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
