import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { formErrorMap, type Translate } from './form-messages';
import { normalizeValues } from './normalize-values';
import type { SchemaFormOptions } from './use-schema-form';

/**
 * react-hook-form's resolver for a zod schema: the values normalised (`trim`, `emptyAsNull`), the issues written as
 * texts (`messages`, else the generic ones), the `summary` paths folded into the form's root error.
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  {
    messages,
    trim = [],
    emptyAsNull = [],
    summary = [],
  }: Omit<SchemaFormOptions<TValues>, 'defaultValues'>,
  translate: Translate,
): Resolver<TValues, unknown, TOutput> {
  const prepared = z.preprocess(normalizeValues(trim, emptyAsNull), schema) as unknown as z.ZodType<
    TOutput,
    TValues
  >;
  const resolve = zodResolver(prepared, { error: formErrorMap(translate, messages) });
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    const errors = result.errors as Record<string, FieldError | undefined>;
    const first = summary.find((path) => errors[path]);
    if (!first) return result;
    const root = { type: 'summary', message: errors[first]!.message };
    const rest = Object.fromEntries(Object.entries(errors).filter(([k]) => !summary.includes(k)));
    return { values: {}, errors: { ...rest, root } as FieldErrors<TValues> };
  };
}
