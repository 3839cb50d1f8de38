import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@iot/api-client/errors';
import { toast } from '@iot/ui/sonner';
import { errorMessage, fieldMessage, type StatusTexts } from './error-message';
import { i18n } from './i18n';

export interface SubmitErrorOptions<TValues extends FieldValues> {
  /** An answer that only names fields is shown under them alone (the password form's rule). */
  fieldsSuffice?: boolean;
  /** false: the message is the toast alone (a card whose result area says the rest). */
  inline?: boolean;
  /** A field's own text when the server's is not in the reader's language (else a generic one). */
  fieldTexts?: Partial<Record<FieldPath<TValues>, string>>;
  /** A text per status the form knows better than the server's words (lib/error-message.ts). */
  statusTexts?: StatusTexts;
}

/**
 * A refused submit: the server's field errors under their fields (first message, in the reader's language:
 * lib/error-message.ts), the failure's text (or `fallback`, already translated) as the form's error, which FormDialog
 * and SchemaForm show, and as a toast.
 */
export function showSubmitError<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, never> | UseFormReturn<TValues, unknown, unknown>,
  error: unknown,
  fallback: string,
  fields: readonly FieldPath<TValues>[] = [],
  {
    fieldsSuffice = false,
    inline = true,
    fieldTexts = {},
    statusTexts,
  }: SubmitErrorOptions<TValues> = {},
) {
  const api = isApiError(error) ? error : undefined;
  const underFields: string[] = [];
  for (const name of fields) {
    const message = fieldMessage(
      error,
      name,
      fieldTexts[name] ?? i18n.t('common:errors.fieldRejected'),
    );
    if (message) {
      form.setError(name, { message });
      underFields.push(message);
    }
  }
  if (fieldsSuffice && underFields.length > 0 && !api?.nonFieldError) return;
  const message = errorMessage(error, fallback, statusTexts);
  // the form's own line says what no field says already (a message under its field is not repeated above the buttons)
  if (inline && !underFields.includes(message)) form.setError('root.server', { message });
  toast.error(message);
}

/** The document's maxLength of a (possibly optional or nullable) string schema, for the input's own limit. */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  let s: z.ZodType = schema;
  while ('unwrap' in s && typeof s.unwrap === 'function') s = s.unwrap() as z.ZodType;
  return ('maxLength' in s ? (s.maxLength as number | null) : null) ?? undefined;
}
