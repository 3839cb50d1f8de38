import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form';
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
  { defaultValues, messages, trim = [], emptyAsNull = [] }: SchemaFormOptions<TValues>,
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
  return useForm<TValues, unknown, TOutput>({
    defaultValues,
    resolver: zodResolver(prepared, { error: formErrorMap(translate, messages) }),
  });
}
