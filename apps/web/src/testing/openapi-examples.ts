/**
 * Examples of openapi/openapi.yaml's answers and schemas for screen tests, typed by the generated client's types: a
 * test names an operation (and a status) or a schema and gets what the document gives as its example, as the type the
 * console's code sees. Read by @iot/openapi, the loader the mock server and the contract tests use.
 */
import type { components, operations } from '@iot/api-client/schema';
import { dereference, getDocument, type JsonSchema, type Operation } from '@iot/openapi';

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const document = getDocument();
const operation = (operationId: string): Operation => document.operation(operationId);

/** An operation of the document, by operationId (the generated types' `operations`). */
export type OperationId = keyof operations & string;
type Responses<Id extends OperationId> = operations[Id]['responses'];
/** A status the document declares for the operation. */
export type StatusOf<Id extends OperationId> = keyof Responses<Id> & number;
export type SuccessStatus<Id extends OperationId> = Extract<StatusOf<Id>, 200 | 201 | 202 | 204>;
type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : null;
/** The generated type of the operation's JSON answer with `status` (null for one without a JSON body). */
export type Answer<Id extends OperationId, S extends StatusOf<Id> = SuccessStatus<Id>> = JsonBody<
  Responses<Id>[S]
>;

/** An example value for a schema (or a `$ref` to one of the document's), built from the document. */
function exampleOf(node: unknown, depth = 0): Json {
  const schema = dereference(document.raw, node) as JsonSchema | undefined;
  if (!schema || typeof schema !== 'object' || depth > 12) return null;
  if ('example' in schema) return schema.example as Json;
  if (Array.isArray(schema.examples) && schema.examples.length) return schema.examples[0] as Json;
  if ('const' in schema) return schema.const as Json;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0] as Json;
  if ('default' in schema) return schema.default as Json;
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...schema.allOf.map((s) => exampleOf(s, depth + 1))) as Json;
  }
  const choice = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined;
  if (Array.isArray(choice) && choice.length) return exampleOf(choice[0], depth + 1);
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  const type = types.find((t) => t !== 'null') ?? types[0];
  if (type === 'object' || schema.properties) {
    const props = (schema.properties ?? {}) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(props).map(([k, v]) => [k, exampleOf(v, depth + 1)]));
  }
  if (type === 'array') return [exampleOf(schema.items, depth + 1)];
  if (type === 'integer' || type === 'number') return (schema.minimum as number | undefined) ?? 1;
  if (type === 'boolean') return false;
  if (type === 'string') return schema.format === 'date-time' ? '2025-01-01T00:00:00Z' : 'text';
  return null;
}

/** The document's example of one of its schemas (`components.schemas.<name>`), as its generated type. */
export function exampleSchema<Name extends keyof components['schemas']>(
  name: Name,
): components['schemas'][Name] {
  return exampleOf({ $ref: `#/components/schemas/${name}` }) as components['schemas'][Name];
}

/** The items of a list answer's `data`: an array, or one wrapped in `results` (docs/decisions/0057-lists-plain-or-wrapped.md). */
export function itemsOf<T>(data: T[] | { results: T[] }): T[] {
  return Array.isArray(data) ? data : data.results;
}

export function exampleJson(operationId: string, status: number): Json {
  const response = operation(operationId).responses.get(status);
  if (!response) throw new Error(`${operationId} declares no ${status} answer in openapi.yaml`);
  if (!response.schema) return null;
  if (response.example !== undefined) return response.example as Json;
  return exampleOf(response.schema);
}

/** The document's example body of an operation's answer with `status` (null for 204), as its generated type. */
export function exampleResponse<Id extends OperationId, S extends StatusOf<Id>>(
  operationId: Id,
  status: S,
): Answer<Id, S> {
  return exampleJson(operationId, status) as Answer<Id, S>;
}
