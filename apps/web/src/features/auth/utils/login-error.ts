import { isApiError, UNKNOWN_ERROR } from '@iot/api-client/errors';

/** A translation key of the auth namespace, or a message the server gave. */
export type LoginErrorText = { key: LoginErrorKey } | { message: string };
type LoginErrorKey =
  | 'login.errors.invalidCredentials'
  | 'login.errors.invalidInput'
  | 'login.errors.failed'
  | 'login.errors.noResponse'
  | 'login.errors.requestError';

/**
 * docs/product.md#errors-and-messages, login: 401 → the server's error or 'Invalid username or password'; 400 → the server's error or 'Invalid input
 * data'; another status → 'Login failed. Please try again.'; no response → 'No response from server. Please check your
 * connection.'; anything else → 'Request error. Please try again.'.
 */
export function loginErrorText(error: unknown): LoginErrorText {
  if (!isApiError(error)) return { key: 'login.errors.requestError' };
  if (error.kind !== 'http') return { key: 'login.errors.noResponse' };
  const serverMessage = error.message && error.message !== UNKNOWN_ERROR ? error.message : null;
  if (error.status === 401) {
    return serverMessage ? { message: serverMessage } : { key: 'login.errors.invalidCredentials' };
  }
  if (error.status === 400) {
    return serverMessage ? { message: serverMessage } : { key: 'login.errors.invalidInput' };
  }
  return { key: 'login.errors.failed' };
}
