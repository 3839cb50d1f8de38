import { useForm, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslate } from './form-messages';
import type { SchemaFormOptions } from './use-schema-form';

/**
 * useSchemaForm for a page whose first load must stay small (/login): zod, the resolver and the schema are loaded
 * when the form is first validated (or earlier, by calling `load` on focus), not with the page.
 */
export function useLazySchemaForm<TValues extends FieldValues, TOutput>(
  load: () => Promise<z.ZodType<TOutput>>,
  { defaultValues, ...options }: SchemaFormOptions<TValues>,
): UseFormReturn<TValues, unknown, TOutput> {
  const translate = useTranslate();
  return useForm<TValues, unknown, TOutput>({
    defaultValues,
    resolver: async (values, context, resolverOptions) => {
      const [{ schemaResolver }, schema] = await Promise.all([import('./schema-resolver'), load()]);
      return schemaResolver<TValues, TOutput>(schema, options, translate)(
        values,
        context,
        resolverOptions,
      );
    },
  });
}
