/**
 * What the pact expects of an answer, derived from openapi/openapi.yaml — never a hand-kept copy of it. The success
 * answer of an operation is its schema cut down to what the console relies on: the fields the document requires and
 * the console reads (console-reads.ts, from the console's own source; an object read as a whole keeps every field the
 * document requires), each matched by its type, its pattern (slugs, project ids, agri_ids, RFC 3339 date-times with any
 * offset) or its enum, with the document's example as the example. A list is expected with at least one item (its
 * state creates one); a list of a fixed length with that length. Fields the document types nullable are accepted as
 * null too (nullable.ts rewrites the written pact: Pact's consumer DSL has no "or null"). An exact value appears only
 * where a test says the console branches on it.
 */
import { inject } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import { getDocument, isObject, pointer, type JsonObject } from '@iot/openapi';
import RandExp from 'randexp';

const { boolean, constrainedArrayLike, eachLike, integer, like, number, regex, string } =
  MatchersV3;

/** RFC 3339 date-time (the document's `format: date-time`): any offset, upper- or lower-case T and Z, any fraction. */
const ISO = /^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
const isoTime = (example: string) => regex(ISO, example);

/** In `answer`'s overrides: the derived matcher of this field with another example value. */
class Example {
  constructor(readonly value: unknown) {}
}
export const asExample = (value: unknown) => new Example(value);

/** Overrides of a derived answer: a matcher or exact value replaces a field, undefined leaves it out. */
export type Over = { [field: string]: unknown };

/** A matcher body for the generated model `T` (request bodies: a typo or a field the document lacks fails to compile). */
export type Matching<T> = {
  [K in keyof T]?: NonNullable<T[K]> extends readonly unknown[]
    ? unknown
    : NonNullable<T[K]> extends object
      ? Matching<NonNullable<T[K]>> | MatchersV3.Matcher<unknown>
      : unknown;
};

const pascal = (s: string) => s.replace(/(^|_)([a-z])/g, (_m, _u, c: string) => c.toUpperCase());
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Node {
  schema: JsonObject;
  /** The generated model's name for this schema (a component's name, or its parent's name + the property). */
  model: string;
  example: unknown;
}

/** Follows a `$ref` (keywords beside it win), naming the node after the component it points at. */
function resolve(raw: JsonObject, schema: JsonObject, model: string, example: unknown): Node {
  let node = schema;
  let name = model;
  while (typeof node.$ref === 'string') {
    name = node.$ref.split('/').pop() ?? name;
    const { $ref, ...siblings } = node;
    node = { ...(pointer(raw, $ref) as JsonObject), ...siblings };
  }
  const own = node.example ?? (Array.isArray(node.examples) ? node.examples[0] : undefined);
  return { schema: node, model: name, example: own ?? example };
}

function synthetic(schema: JsonObject): unknown {
  if (schema.format === 'date-time') return '2026-11-21T06:00:00Z';
  if (typeof schema.pattern === 'string') {
    const gen = new RandExp(schema.pattern);
    gen.randInt = (low: number) => low;
    return gen.gen();
  }
  if (schema.type === 'integer' || schema.type === 'number')
    return typeof schema.minimum === 'number' ? Math.max(schema.minimum, 1) : 1;
  return schema.type === 'boolean' ? true : 'text';
}

class Shapes {
  private readonly raw = getDocument().raw;
  constructor(private readonly reads: ReadonlySet<string>) {}

  /** The matcher body of a schema node. */
  shape(n: Node, over: unknown): unknown {
    const s = n.schema;
    const branches = ((s.oneOf ?? s.anyOf) as JsonObject[] | undefined)?.filter(
      (b) => b.type !== 'null',
    );
    if (branches?.length) {
      // the plain-array form of a list (ADR 0012); of scalar alternatives the one the example has
      const pick =
        branches.find((b) => b.type === 'array') ??
        branches.find((b) => typeof n.example === (b.type === 'string' ? 'string' : 'number')) ??
        branches[0];
      return this.shape(resolve(this.raw, pick as JsonObject, n.model, n.example), over);
    }
    const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
    if (type === 'object' || s.properties) return this.object(n, over);
    if (type === 'array') {
      const of = (example: unknown) =>
        resolve(this.raw, s.items as JsonObject, `${n.model}Item`, example);
      // a pair such as a Choice `[value, label]`: each place with its own type
      if ((of(undefined).schema.anyOf || of(undefined).schema.oneOf) && Array.isArray(n.example))
        return n.example.map((e) => this.shape(of(e), over));
      const items = of([n.example].flat()[0]);
      const item = this.shape(items, over);
      if (Array.isArray(n.example) && n.example.length === 0 && s.minItems === undefined)
        return like([]);
      const min = typeof s.minItems === 'number' ? s.minItems : 1;
      return s.maxItems === min ? constrainedArrayLike(item, min, min, min) : eachLike(item, min);
    }
    const example = over instanceof Example ? over.value : (n.example ?? synthetic(s));
    if (s.const !== undefined) return s.const;
    if (Array.isArray(s.enum) && type === 'string')
      return regex(`^(${s.enum.map((v) => escape(String(v))).join('|')})$`, String(example));
    if (type === 'integer') return integer(Number(example));
    if (type === 'number') return number(Number(example));
    if (type === 'boolean') return boolean(Boolean(example));
    if (s.format === 'date-time') return isoTime(String(example));
    if (typeof s.pattern === 'string') return regex(s.pattern, String(example));
    return string(String(example));
  }

  private object(n: Node, over: unknown): JsonObject {
    const props = (n.schema.properties ?? {}) as Record<string, JsonObject>;
    const required = new Set((n.schema.required as string[] | undefined) ?? []);
    const overrides = (isObject(over) ? over : {}) as Over;
    for (const key of Object.keys(overrides))
      if (!(key in props)) throw new Error(`${n.model} has no field ${key} in openapi.yaml`);
    // An object the console reads as a whole (no field of it read by name) keeps every required field.
    const named = Object.keys(props).filter((k) => this.reads.has(`${n.model}.${k}`));
    const keep = (k: string) => required.has(k) && (named.length === 0 || named.includes(k));
    const out: JsonObject = {};
    for (const [key, schema] of Object.entries(props)) {
      const given = overrides[key];
      if (key in overrides && given === undefined) continue;
      if (!keep(key) && !(key in overrides)) continue;
      const example = isObject(n.example) ? n.example[key] : undefined;
      const child = resolve(this.raw, schema, `${n.model}${pascal(key)}`, example);
      const nested = isObject(given) && !('pact:matcher:type' in given);
      const derived = nested || given instanceof Example || !(key in overrides);
      out[key] = derived ? this.shape(child, given) : given;
    }
    return out;
  }
}

let shapes: Shapes | undefined;

/** The `data` schema of the success answer of an operation (the document's first 2xx with a JSON envelope). */
function dataOf(operationId: string): JsonObject {
  const op = getDocument().operation(operationId);
  const { raw } = getDocument();
  const node = isObject(raw.paths) ? (raw.paths[op.path] as JsonObject) : {};
  const responses = (node[op.method.toLowerCase()] as JsonObject).responses as JsonObject;
  for (const [status, answer] of Object.entries(responses)) {
    if (!status.startsWith('2')) continue;
    const content = (answer as JsonObject).content as JsonObject | undefined;
    const schema = (content?.['application/json'] as JsonObject | undefined)?.schema;
    if (!isObject(schema)) continue;
    const envelope = resolve(raw, schema, '', undefined).schema;
    const data = (envelope.properties as Record<string, JsonObject>).data;
    if (data) return data;
  }
  throw new Error(`${operationId} has no JSON success answer in openapi.yaml`);
}

/**
 * The success answer of `operationId` the console relies on: `{success: true, data}` (`success` is exact: the request
 * function resolves a call only then). `over` changes `data` (for a list: each item); see Over and asExample.
 */
export function answer(operationId: string, over: Over = {}) {
  shapes ??= new Shapes(new Set(inject('consoleReads')));
  return {
    success: true,
    data: shapes.shape(resolve(getDocument().raw, dataOf(operationId), '', undefined), over),
  };
}

/** A success without a payload (logout, change-password): the console reads nothing but `success`. */
export const answerEmpty = () => ({ success: true });

/**
 * An error envelope. The console branches on the HTTP status, never on `error.code` (any 401 of a signed-in call
 * refreshes), so the code is matched by type — `code` is only the example — and the message too.
 */
export const failure = (code: string, message = 'Not allowed') => ({
  error: { code: string(code), message: string(message) },
});
/** A 400 whose messages for `field` are shown under that field: the field's key is exact, its messages by type. */
export const validationFailure = (field: string, message = 'This field is required.') => ({
  error: {
    code: string('validation_error'),
    message: string('Invalid input data'),
    fields: { [field]: eachLike(message) },
  },
});

declare module 'vitest' {
  export interface ProvidedContext {
    /** `Model.field` names the console reads (console-reads.ts), computed once per run by global-setup.ts. */
    consoleReads: string[];
  }
}
