import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import {
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { z } from 'zod';
import { formErrorMap, type FieldMessages } from './form-messages';

/** Values as the form holds them; `trim` and `emptyAsNull` turn them into what the schema (the request body) expects. */
export interface SchemaFormOptions<TValues extends FieldValues> {
  defaultValues: DefaultValues<TValues>;
  /** Texts the product spec fixes for a field (i18n keys); the rest are the generic `common:validation.*`. */
  messages?: FieldMessages;
  /** Text fields sent trimmed (a name, a slug); never a password. */
  trim?: readonly (keyof TValues & string)[];
  /** Optional text fields sent as null when left empty (the spec's "empty nickname sent as null"). */
  emptyAsNull?: readonly (keyof TValues & string)[];
  /**
   * Rules the spec states as one message for the form (e.g. "device, times and a factor"): the first of these paths
   * (in this order) that fails becomes the form's `root` error, shown once by FormDialog, instead of one per field.
   */
  summary?: readonly string[];
}

function normalizer(trim: readonly string[], emptyAsNull: readonly string[]) {
  return (input: unknown) => {
    if (!input || typeof input !== 'object') return input;
    const out: Record<string, unknown> = { ...(input as Record<string, unknown>) };
    for (const name of trim) if (typeof out[name] === 'string') out[name] = out[name].trim();
    for (const name of emptyAsNull)
      if (typeof out[name] === 'string' && out[name].trim() === '') out[name] = null;
    return out;
  };
}

/**
 * react-hook-form validated by a zod schema: the generated one of the operation the form sends (`createProjectBody`
 * from `@iot/api-client/zod/projects`), extended only by refinements the document cannot state. Submitted values are
 * the schema's output, ready to send.
 */
export function useSchemaForm<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  {
    defaultValues,
    messages,
    trim = [],
    emptyAsNull = [],
    summary = [],
  }: SchemaFormOptions<TValues>,
): UseFormReturn<TValues, unknown, TOutput> {
  const { t } = useTranslation();
  // 'ns:key' is split here: i18next does not split a key that reads like a sentence ('Project name cannot be empty').
  const translate = (key: string, values?: Record<string, string>) => {
    const [ns, bare] = key.includes(':') ? key.split(/:(.*)/s) : ['common', key];
    return String(t(bare as never, { ...values, ns } as never));
  };
  const prepared = z.preprocess(normalizer(trim, emptyAsNull), schema) as unknown as z.ZodType<
    TOutput,
    TValues
  >;
  const resolve = zodResolver(prepared, { error: formErrorMap(translate, messages) });
  const resolver: Resolver<TValues, unknown, TOutput> = async (values, context, options) => {
    const result = await resolve(values, context, options);
    const errors = result.errors as Record<string, FieldError | undefined>;
    const first = summary.find((path) => errors[path]);
    if (!first) return result;
    const root = { type: 'summary', message: errors[first]!.message };
    const rest = Object.fromEntries(Object.entries(errors).filter(([k]) => !summary.includes(k)));
    return { values: {}, errors: { ...rest, root } as FieldErrors<TValues> };
  };
  return useForm<TValues, unknown, TOutput>({ defaultValues, resolver });
}
