import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { isApiError } from '@iot/api-client/errors';
import { toast } from '@iot/ui/sonner';
import { errorMessage, serverMessage } from './error-message';

/**
 * A refused submit: the server's field errors under their fields (first message), its message (or `fallback`, already
 * translated) as the form's error, which FormDialog and SchemaForm show, and as a toast. With `fieldsSuffice` an answer
 * that only names fields is shown under them alone (the password form's rule); with `inline: false` the message is
 * the toast alone (a card whose result area says the rest).
 */
export function showSubmitError<TValues extends FieldValues>(
  form: UseFormReturn<TValues, unknown, never> | UseFormReturn<TValues, unknown, unknown>,
  error: unknown,
  fallback: string,
  fields: readonly FieldPath<TValues>[] = [],
  { fieldsSuffice = false, inline = true }: { fieldsSuffice?: boolean; inline?: boolean } = {},
) {
  const api = isApiError(error) ? error : undefined;
  const underFields: string[] = [];
  for (const name of fields) {
    const message = api?.fieldError(name);
    if (message) {
      form.setError(name, { message });
      underFields.push(message);
    }
  }
  if (fieldsSuffice && underFields.length > 0 && !api?.nonFieldError) return;
  const message = serverMessage(error) ?? fallback;
  // the form's own line says what no field says already (a message under its field is not repeated above the buttons)
  if (inline && !underFields.includes(message)) form.setError('root.server', { message });
  toast.error(errorMessage(error, fallback));
}

/** The document's maxLength of a (possibly optional or nullable) string schema, for the input's own limit. */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  let s: z.ZodType = schema;
  while ('unwrap' in s && typeof s.unwrap === 'function') s = s.unwrap() as z.ZodType;
  return ('maxLength' in s ? (s.maxLength as number | null) : null) ?? undefined;
}
