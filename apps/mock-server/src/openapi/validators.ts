/**
 * Ajv (JSON Schema 2020-12, as OpenAPI 3.1) compilers for requests and replies. Compiled functions are cached per
 * process by schema text, so every build() (tests build many apps) reuses them and no request does schema work.
 * - body: strict about types (no coercion), all errors reported; defaults applied only on create (POST) bodies;
 * - path/query/header: strings coerced to the declared types, defaults applied (page, page_size);
 * - replies: no coercion, first error (the reply is ours, so one error is enough to fail loudly), formats by shape.
 * The schemas are not checked against the JSON Schema meta-schema here (`validateSchema: false`): compiling that
 * meta-schema cost each Ajv ≈ 0.1–0.2 s on its first use, a sign-in's two of them in the first answer after a start.
 * packages/openapi's tests check every schema of the document against it instead.
 */
import { createAjv as make, type ErrorObject, type ValidateFunction } from '@iot/openapi/ajv';
import type { JsonSchema } from '@iot/openapi';

const ajvs = {
  body: make({ allErrors: true, coerceTypes: false, useDefaults: false, validateSchema: false }),
  create: make({ allErrors: true, coerceTypes: false, useDefaults: true, validateSchema: false }),
  input: make({ allErrors: true, coerceTypes: true, useDefaults: true, validateSchema: false }),
  // Replies are checked for drift from the document on every request: formats by their shape only ("fast": a
  // date-time is YYYY-MM-DDThh:mm:ss with a zone, not also checked against the calendar), which is what drift breaks.
  reply: make(
    { allErrors: false, coerceTypes: false, useDefaults: false, validateSchema: false },
    'fast',
  ),
};
export type AjvKind = keyof typeof ajvs;

const cache = new Map<string, ValidateFunction>();

function compiled(kind: AjvKind, schema: JsonSchema): ValidateFunction {
  const key = `${kind}|${JSON.stringify(schema)}`;
  let fn = cache.get(key);
  if (!fn) {
    fn = ajvs[kind].compile(schema);
    cache.set(key, fn);
  }
  return fn;
}

/** A validator compiled on its first call; `compiled` says whether that call has happened. */
export type LazyValidateFunction = ValidateFunction & { readonly compiled: boolean };

/**
 * The validator of `schema`, compiled on its first call: the server starts without compiling the ~200 schemas of the
 * document (most of a start's time), and an operation pays its compilation once, on its first request.
 */
export function compile(kind: AjvKind, schema: JsonSchema): LazyValidateFunction {
  let real: ValidateFunction | null = null;
  const validate = ((data: unknown) => {
    real ??= compiled(kind, schema);
    const valid = real(data);
    validate.errors = real.errors ?? null;
    return valid;
  }) as ValidateFunction;
  validate.errors = null;
  validate.schema = schema;
  return Object.defineProperty(validate, 'compiled', {
    get: () => real !== null,
  }) as LazyValidateFunction;
}

export type { ErrorObject };
