/** Errors a handler throws; the error handler turns each into the envelope `{success:false, data:null, error}`. */

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

export type FieldErrors = Record<string, string[]> & { non_field_errors: string[] };

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const VALIDATION_MESSAGE = '请求参数有误 Invalid input data';

/** 400 with per-field messages: `fieldError('name', 'This field may not be blank.')`. */
export function fieldError(field: string, message: string): ApiError {
  const fields: FieldErrors = { non_field_errors: [] };
  if (field === 'non_field_errors') fields.non_field_errors.push(message);
  else fields[field] = [message];
  return new ApiError(400, 'validation_error', message, fields);
}

export function fieldErrors(errors: Record<string, string>): ApiError {
  const fields: FieldErrors = { non_field_errors: [] };
  for (const [k, v] of Object.entries(errors)) {
    if (k === 'non_field_errors') fields.non_field_errors.push(v);
    else fields[k] = [v];
  }
  return new ApiError(
    400,
    'validation_error',
    Object.values(errors)[0] ?? VALIDATION_MESSAGE,
    fields,
  );
}

export const notFound = (what: string): ApiError =>
  new ApiError(404, 'not_found', `${what} not found`);
export const forbidden = (message: string): ApiError =>
  new ApiError(403, 'permission_denied', message);
export const conflict = (message: string): ApiError => new ApiError(409, 'conflict', message);
/** 429 with Retry-After: a bounded queue or rate that is full for now. */
export const throttled = (message: string, retryAfterSeconds: number): ApiError =>
  new ApiError(429, 'throttled', message, undefined, {
    'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });
export const notAuthenticated = (
  message = 'Authentication credentials were not provided or are invalid',
): ApiError => new ApiError(401, 'not_authenticated', message);

export interface ErrorBody {
  success: false;
  data: null;
  error: { code: string; message: string; fields?: FieldErrors };
}

export function errorBody(code: string, message: string, fields?: FieldErrors): ErrorBody {
  return {
    success: false,
    data: null,
    error: fields ? { code, message, fields } : { code, message },
  };
}

/** The success envelope. */
export function ok<T>(data: T): { success: true; data: T; error: null } {
  return { success: true, data, error: null };
}
