import type { ValidationErrors } from './generated/model';

export type ApiErrorKind = 'http' | 'timeout' | 'network';

export const UNKNOWN_ERROR = 'unknown error';

/**
 * The one error type every generated call throws: an envelope with success false, a non-JSON answer, a timeout or a
 * network failure. `status` is 0 when there was no HTTP answer.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: ValidationErrors | undefined;
  readonly kind: ApiErrorKind;

  constructor(init: {
    status: number;
    code: string;
    message?: string | null;
    fields?: ValidationErrors;
    kind?: ApiErrorKind;
  }) {
    super(init.message || UNKNOWN_ERROR);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
    this.kind = init.kind ?? 'http';
  }

  /** The first message for a field, or undefined: a form shows one message per field. */
  fieldError(field: string): string | undefined {
    return this.fields?.[field]?.[0];
  }

  /** The first non_field_errors message, or undefined. */
  get nonFieldError(): string | undefined {
    return this.fields?.non_field_errors?.[0];
  }
}

export function isApiError(e: unknown): e is ApiError {
  return e instanceof ApiError;
}
