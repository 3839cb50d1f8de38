/**
 * docs/product.md#errors-and-messages: toasts use the page's translation key, but the server's own message is preferred when it sent one (e.g. a
 * readonly member's "You do not have permission to perform this action"). Timeouts, network failures and answers
 * without a message fall back to the translated text.
 */
import { isApiError, UNKNOWN_ERROR } from '@iot/api-client/errors';

export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  const message = error.nonFieldError ?? error.message;
  return message && message !== UNKNOWN_ERROR ? message : undefined;
}

/** The server's message when present, else `fallback` (an already translated text). */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}
