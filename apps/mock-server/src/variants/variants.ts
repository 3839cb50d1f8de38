/**
 * Backend variants: habits of real backends the console must cope with (docs/decisions/0058-no-mock-assumptions.md), switched on
 * with MOCK_VARIANTS (a comma-separated list) or the control plane (`PUT /__mock__/variants`):
 * - `wrapped_lists`: the lists the document allows in both forms (a `oneOf` of an array and `{results}`) are answered
 *   wrapped, as a Django REST Framework paginator does: `{count, next: null, previous: null, results}`;
 * - `access_only_refresh`: the refresh call answers `{access}` alone and does not rotate the refresh token;
 * - `token_not_valid`: a missing, invalid or expired token is refused with 401 `token_not_valid` (SimpleJWT's code)
 *   instead of `not_authenticated` / `token_expired`.
 * Pure: no framework, storage or environment (the plugin plugins/app/variants.ts wires it in).
 */
const VARIANT_NAMES = ['wrapped_lists', 'access_only_refresh', 'token_not_valid'] as const;
type VariantName = (typeof VARIANT_NAMES)[number];
export type Variants = Record<VariantName, boolean>;

export const NO_VARIANTS: Readonly<Variants> = Object.freeze({
  wrapped_lists: false,
  access_only_refresh: false,
  token_not_valid: false,
});

/** Parses MOCK_VARIANTS (`wrapped_lists,token_not_valid`); an unknown name is an error that names the known ones. */
export function parseVariants(value: string | undefined): Variants {
  const variants: Variants = { ...NO_VARIANTS };
  for (const raw of (value ?? '').split(',')) {
    const name = raw.trim();
    if (name === '') continue;
    if (!(VARIANT_NAMES as readonly string[]).includes(name))
      throw new Error(
        `MOCK_VARIANTS: unknown variant "${name}"; known variants: ${VARIANT_NAMES.join(', ')}`,
      );
    variants[name as VariantName] = true;
  }
  return variants;
}

/** The 401 codes of the mock that `token_not_valid` replaces (a wrong password stays `authentication_failed`). */
const TOKEN_CODES = new Set(['not_authenticated', 'token_expired']);

/** The code a 401 carries under the variants. */
export function unauthorizedCode<C extends string>(
  variants: Variants,
  code: C,
): C | 'token_not_valid' {
  return variants.token_not_valid && TOKEN_CODES.has(code) ? 'token_not_valid' : code;
}

/** A list payload as the variants answer it: wrapped like a paginator's single page, or as it is. */
export function listPayload(variants: Variants, data: unknown[]): unknown {
  if (!variants.wrapped_lists) return data;
  return { count: data.length, next: null, previous: null, results: data };
}

/** Whether a success schema (the envelope's `data`) is a `oneOf` of an array and an object with `results`. */
export function allowsWrappedList(dataSchema: unknown): boolean {
  const variants = (
    dataSchema as { oneOf?: { type?: string; properties?: { results?: unknown } }[] }
  )?.oneOf;
  return (
    Array.isArray(variants) &&
    variants.some((v) => v.type === 'array') &&
    variants.some((v) => v.type === 'object' && v.properties?.results !== undefined)
  );
}
