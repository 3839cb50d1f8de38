/**
 * The control plane answers its callers — test harnesses and developers — in English, whatever Accept-Language says
 * (docs/decisions/0160-server-message-language.md): its messages are text as it is, not keys of the catalogs.
 */
import type { Message } from '#src/i18n/messages.js';
import { ApiError } from '#src/lib/errors.js';

export const english = (text: string): Message => ({ text });

export const notFoundHere = (what: string): ApiError =>
  new ApiError(404, 'not_found', english(`${what} not found`));
