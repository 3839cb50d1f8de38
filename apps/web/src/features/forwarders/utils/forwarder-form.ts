import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A forwarder form saves with the generated update body (an emptied field clears the forwarder: null) and tests with
 * the generated test body, which needs every field. The fields are checked by the update body first (format, length);
 * when the test body then still refuses them, a field is missing, and the spec's one message says so, under `field`
 * (urlRequired) or for the form (mongodbFieldsRequired), the fields it names marked invalid. Answers the test body, or
 * null.
 */
export function testBody<TValues extends FieldValues, TOutput, TBody>(
  form: UseFormReturn<TValues, unknown, TOutput>,
  schema: z.ZodType<TBody>,
  values: TOutput,
  message: string,
  field: Path<TValues> | 'root' = 'root',
): TBody | null {
  const body = schema.safeParse(values);
  if (body.success) return body.data;
  form.setError(field, { message });
  if (field === 'root')
    for (const issue of body.error.issues)
      form.setError(issue.path.join('.') as Path<TValues>, { type: 'missing', message: '' });
  return null;
}

/** The text fields of a forwarder as the form holds them ('' for a cleared one). */
export const asText = <T extends Record<string, string | null>>(saved: T) =>
  Object.fromEntries(Object.entries(saved).map(([k, v]) => [k, v ?? ''])) as {
    [K in keyof T]: string;
  };
