/**
 * What a failure says on screen, in the reader's language (docs/decisions/0140-error-texts-in-readers-language.md). Why
 * it failed, first match wins:
 * 1. no answer (network failure, timeout): the console's own texts;
 * 2. a status the screen names a text for (a bind's 409);
 * 3. a status whose meaning needs no server words (403, 404, 413, 429, 5xx): the console's text;
 * 4. the server's message, when it is written in the reader's language (a backend that honours Accept-Language).
 * The console's own reasons follow what failed ("Restart failed: No response from server…"); a server message stands
 * alone (the spec prefers it); with no reason the page's own text (`fallback`) is all. A server message in another
 * language never reaches the screen.
 */
import { isApiError, UNKNOWN_ERROR } from '@iot/api-client/errors';
import { currentLanguage, i18n, type Language } from './i18n';

/** A text per HTTP status, for the failures a caller knows better than the server's generic words (409 of a bind). */
export type StatusTexts = Partial<Record<number, string>>;

const HAN = /\p{Script=Han}/u;

/**
 * True when `text` is written for a reader of `language`: Chinese has Han characters, English has none. The two
 * languages the console speaks differ in script, so no guess about words is needed.
 */
export function isInLanguage(text: string, language: Language = currentLanguage()): boolean {
  return HAN.test(text) === (language === 'zh');
}

/** The console's text for a status that says it all. */
function statusText(status: number): string | undefined {
  if (status === 403) return i18n.t('common:errors.forbidden');
  if (status === 404) return i18n.t('common:errors.notFound');
  if (status === 413) return i18n.t('common:errors.tooLarge');
  if (status === 429) return i18n.t('common:errors.throttled');
  if (status >= 500) return i18n.t('common:errors.server');
  return undefined;
}

/** The server's own message (its first non-field error first) when it is in the reader's language. */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.kind !== 'http') return undefined;
  const message = error.nonFieldError ?? error.message;
  if (!message || message === UNKNOWN_ERROR) return undefined;
  return isInLanguage(message) ? message : undefined;
}

/** The console's own reason for a failure (rules 1–3 at the top), or undefined. */
function ownReason(error: unknown, texts: StatusTexts): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.kind === 'timeout') return i18n.t('common:errors.timeout');
  if (error.kind === 'network') return i18n.t('common:errors.network');
  return texts[error.status] ?? statusText(error.status);
}

/** Why it failed, without what failed: for a line under the page's own error text; undefined when unknown. */
export function failureReason(error: unknown, texts: StatusTexts = {}): string | undefined {
  return ownReason(error, texts) ?? serverMessage(error);
}

/** What failed and why (rules at the top of this file); `fallback` is the page's own text, already translated. */
export function errorMessage(error: unknown, fallback: string, texts: StatusTexts = {}): string {
  const own = ownReason(error, texts);
  if (own) return fallback ? i18n.t('common:errors.withReason', { what: fallback, why: own }) : own;
  return serverMessage(error) ?? fallback;
}

/** A field's server message when it is in the reader's language, else `fallback`; undefined when the field has none. */
export function fieldMessage(error: unknown, field: string, fallback: string): string | undefined {
  const message = isApiError(error) ? error.fieldError(field) : undefined;
  if (!message) return undefined;
  return isInLanguage(message) ? message : fallback;
}
