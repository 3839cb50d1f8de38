/**
 * Errors a handler throws; the error handler turns each into the envelope `{success:false, data:null, error}`, its
 * messages rendered in the request's language (src/i18n/messages.ts: a throw site names a key, never a sentence).
 */
import type { Language } from '#src/i18n/language.js';
import { msg, render, type Message, type MessageKey } from '#src/i18n/messages.js';

export type ErrorCode =
  | 'validation_error'
  | 'parse_error'
  | 'authentication_failed'
  | 'not_authenticated'
  | 'token_expired'
  | 'permission_denied'
  | 'not_found'
  | 'method_not_allowed'
  | 'request_timeout'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'throttled'
  | 'server_error';

/** Messages per request field, as thrown; `non_field_errors` for the request as a whole. */
export type FieldMessages = Record<string, Message[]> & { non_field_errors: Message[] };
/** The same, rendered: the envelope's `error.fields`. */
type FieldErrors = Record<string, string[]> & { non_field_errors: string[] };

export class ApiError extends Error {
  readonly detail: Message;
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    detail: Message,
    readonly fields?: FieldMessages,
    readonly headers?: Record<string, string>,
  ) {
    // logs and stack traces read English
    super(render(detail, 'en'));
    this.detail = detail;
    this.name = 'ApiError';
  }
}

/** 400 with per-field messages: `fieldError('name', msg('project.name_blank'))`. */
export function fieldError(field: string, message: Message): ApiError {
  return fieldErrors({ [field]: message });
}

export function fieldErrors(errors: Record<string, Message>): ApiError {
  const fields: FieldMessages = { non_field_errors: [] };
  for (const [k, v] of Object.entries(errors)) {
    if (k === 'non_field_errors') fields.non_field_errors.push(v);
    else fields[k] = [v];
  }
  const first = Object.values(errors)[0];
  return new ApiError(
    400,
    'validation_error',
    first === undefined ? msg('validation.invalid_input') : first,
    fields,
  );
}

/** What `notFound` names: the `not_found.*` keys of the catalogs. */
export type NotFoundThing = MessageKey extends infer K
  ? K extends `not_found.${infer T}`
    ? T
    : never
  : never;

export const notFound = (what: NotFoundThing): ApiError =>
  new ApiError(404, 'not_found', msg(`not_found.${what}`));
export const forbidden = (message: Message): ApiError =>
  new ApiError(403, 'permission_denied', message);
export const conflict = (message: Message): ApiError => new ApiError(409, 'conflict', message);
/** 429 with Retry-After: a bounded queue or rate that is full for now. */
export const throttled = (message: Message, retryAfterSeconds: number): ApiError =>
  new ApiError(429, 'throttled', message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
export const notAuthenticated = (message: Message = msg('auth.not_authenticated')): ApiError =>
  new ApiError(401, 'not_authenticated', message);

export interface ErrorBody {
  success: false;
  data: null;
  error: { code: string; message: string; fields?: FieldErrors };
}

/** The failure envelope, its messages in `language`. */
export function errorBody(
  language: Language,
  code: string,
  message: Message,
  fields?: FieldMessages,
): ErrorBody {
  const text = render(message, language);
  if (!fields) return { success: false, data: null, error: { code, message: text } };
  const rendered = Object.fromEntries(
    Object.entries(fields).map(([name, list]) => [name, list.map((m) => render(m, language))]),
  ) as FieldErrors;
  return { success: false, data: null, error: { code, message: text, fields: rendered } };
}

/** The success envelope. */
export function ok<T>(data: T): { success: true; data: T; error: null } {
  return { success: true, data, error: null };
}
