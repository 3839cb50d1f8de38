import {
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { useTranslate, type FieldMessages } from './form-messages';
import { schemaResolver } from './schema-resolver';

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

/**
 * react-hook-form validated by a zod schema: the generated one of the operation the form sends (`createProjectBody`
 * from `@iot/api-client/zod/projects`), extended only by refinements the document cannot state. Submitted values are
 * the schema's output, ready to send.
 */
export function useSchemaForm<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput>,
  { defaultValues, ...options }: SchemaFormOptions<TValues>,
): UseFormReturn<TValues, unknown, TOutput> {
  const resolver: Resolver<TValues, unknown, TOutput> = schemaResolver(
    schema,
    options,
    useTranslate(),
  );
  return useForm<TValues, unknown, TOutput>({ defaultValues, resolver });
}
