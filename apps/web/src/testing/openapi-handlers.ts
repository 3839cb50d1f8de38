/**
 * Network handlers for screen tests, derived from openapi/openapi.yaml — never a second hand-written fake of the
 * backend. Every operation answers with the document's own example for the chosen status: the response's example,
 * else an example built from the schema (its `example`, `examples[0]`, `const`, `enum[0]`, `default`, or its
 * properties). A test may adjust the example (`transform`) but starts from what the document says. Every request body
 * is validated against its operation's schema: one the document refuses gets a 400 and fails the test (setup-tests.ts).
 * The document is read by @iot/openapi, the loader the mock server and the contract tests use.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { components, operations } from '@iot/api-client/schema';
import { dereference, getDocument, type JsonSchema, type Operation } from '@iot/openapi';
import { createAjv, type ValidateFunction } from '@iot/openapi/ajv';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const document = getDocument();
const operation = (operationId: string): Operation => document.operation(operationId);

/** An example value for a schema (or a `$ref` to one of the document's), built from the document. */
export function exampleOf(node: unknown, depth = 0): Json {
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

/** The items of a list answer's `data`: an array, or one wrapped in `results` (docs/decisions/0012-any-backend.md). */
export function itemsOf<T>(data: T[] | { results: T[] }): T[] {
  return Array.isArray(data) ? data : data.results;
}

function exampleJson(operationId: string, status: number): Json {
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

function successStatus(op: Operation): number {
  return [...op.responses.keys()].find((s) => s >= 200 && s < 300) ?? 200;
}

const ajv = createAjv({ allErrors: true });
const bodyValidators = new Map<string, ValidateFunction>();

/**
 * What is wrong with a request's body for its operation (null when it is what the document asks for): the console must
 * send only bodies the real backend accepts, so every screen test checks them.
 */
async function bodyProblem(op: Operation, request: Request): Promise<string | null> {
  if (!op.body) return null;
  const text = await request.text();
  if (!text) return op.body.required ? 'no body, though the document requires one' : null;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'a body that is not JSON';
  }
  let validate = bodyValidators.get(op.operationId);
  if (!validate) bodyValidators.set(op.operationId, (validate = ajv.compile(op.body.schema)));
  if (validate(body)) return null;
  return ajv.errorsText(validate.errors, { dataVar: 'body' });
}

const refused: string[] = [];

/** The requests refused since the last call (and forgets them): a test run fails when the console sent any. */
export function takeRefusedRequests(): string[] {
  return refused.splice(0);
}

/** An operation of the document, by operationId (the generated types' `operations`). */
export type OperationId = keyof operations & string;
type Responses<Id extends OperationId> = operations[Id]['responses'];
/** A status the document declares for the operation. */
export type StatusOf<Id extends OperationId> = keyof Responses<Id> & number;
type SuccessStatus<Id extends OperationId> = Extract<StatusOf<Id>, 200 | 201 | 202 | 204>;
type JsonBody<R> = R extends { content: { 'application/json': infer B } } ? B : null;
/** The generated type of the operation's JSON answer with `status` (null for one without a JSON body). */
export type Answer<Id extends OperationId, S extends StatusOf<Id> = SuccessStatus<Id>> = JsonBody<
  Responses<Id>[S]
>;

export interface RespondOptions<T, S extends number> {
  /** A status the document declares for the operation (its success status by default). */
  status?: S;
  /** Adjusts the document's example (e.g. an empty list), typed by the generated models; receives a copy. */
  transform?: (example: T) => T;
  /** Sees every request (e.g. to assert what was sent). */
  onRequest?: (request: Request) => void | Promise<void>;
  /** Answers only the requests it accepts; the others go on to the next handler (e.g. by their bearer token). */
  when?: (request: Request) => boolean;
}

const mswPath = (op: Operation) => `*${op.url}`;
const method = (op: Operation) => op.method.toLowerCase() as Lowercase<Operation['method']>;

/** A handler answering `operationId` with the document's example for `status`. */
export function respond<Id extends OperationId, S extends StatusOf<Id> = SuccessStatus<Id>>(
  operationId: Id,
  options: RespondOptions<Answer<Id, S>, S> = {},
): HttpHandler {
  const op = operation(operationId);
  const status = options.status ?? successStatus(op);
  const example = exampleJson(operationId, status);
  return http[method(op)](mswPath(op), async ({ request }) => {
    if (options.when && !options.when(request)) return undefined;
    const problem = await bodyProblem(op, request.clone());
    if (problem) {
      refused.push(`${op.operationId}: ${problem}`);
      return HttpResponse.json(
        { success: false, data: null, error: { code: 'validation_error', message: problem } },
        { status: 400 },
      );
    }
    await options.onRequest?.(request.clone());
    if (status === 204 || example === null) return new HttpResponse(null, { status });
    const copy = structuredClone(example) as Answer<Id, S>;
    const body = options.transform ? options.transform(copy) : copy;
    return HttpResponse.json(body as Json, { status });
  });
}

/** A handler whose request fails without an answer (no response from the server). */
export function networkError(operationId: OperationId): HttpHandler {
  const op = operation(operationId);
  return http[method(op)](mswPath(op), () => HttpResponse.error());
}

/** Every operation answering with its success example. */
export function documentHandlers(): HttpHandler[] {
  return [...document.operations.keys()].map((operationId) => respond(operationId as OperationId));
}
