/**
 * The Ajv (JSON Schema 2020-12, as OpenAPI 3.1) set-up every reader of the document validates with: the formats of
 * ajv-formats, `password` as any string, `example` as an annotation.
 */
import { Ajv2020, type ErrorObject, type Options, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS; its default export arrives nested under ESM interop.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as unknown as (ajv: Ajv2020, opts?: { mode: 'fast' | 'full' }) => Ajv2020;

/** An Ajv for the document's schemas; `formats: 'fast'` checks formats by their shape only. */
export function createAjv(options: Options = {}, formats: 'fast' | 'full' = 'full'): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allowUnionTypes: true, ...options });
  addFormats(ajv, { mode: formats });
  ajv.addFormat('password', true);
  ajv.addKeyword({ keyword: 'example' });
  return ajv;
}

export type { Ajv2020, ErrorObject, Options, ValidateFunction };
