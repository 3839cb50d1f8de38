/**
 * Network handlers for screen tests, derived from openapi/openapi.yaml — never a second hand-written fake of the
 * backend. Every operation answers with the document's own example for the chosen status: the response's example,
 * else an example built from the schema (its `example`, `examples[0]`, `const`, `enum[0]`, `default`, or its
 * properties). A test may adjust the example (`transform`) but starts from what the document says. Every request body
 * is validated against its operation's schema: one the document refuses gets a 400 and fails the test (setup-tests.ts).
 * The document is read by @iot/openapi, the loader the mock server and the contract tests use.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';
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

/** The document's example body of an operation's answer with `status` (null for 204). */
export function exampleResponse(operationId: string, status: number): Json {
  const response = operation(operationId).responses.get(status);
  if (!response) throw new Error(`${operationId} declares no ${status} answer in openapi.yaml`);
  if (!response.schema) return null;
  if (response.example !== undefined) return response.example as Json;
  return exampleOf(response.schema);
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

export interface RespondOptions<T = Json> {
  /** A status the document declares for the operation (its success status by default). */
  status?: number;
  /** Adjusts the document's example (e.g. an empty list); receives a copy. */
  transform?: (example: T) => Json;
  /** Sees every request (e.g. to assert what was sent). */
  onRequest?: (request: Request) => void | Promise<void>;
  /** Answers only the requests it accepts; the others go on to the next handler (e.g. by their bearer token). */
  when?: (request: Request) => boolean;
}

const mswPath = (op: Operation) => `*${op.url}`;
const method = (op: Operation) => op.method.toLowerCase() as Lowercase<Operation['method']>;

/** A handler answering `operationId` with the document's example for `status`. */
export function respond<T = Json>(
  operationId: string,
  options: RespondOptions<T> = {},
): HttpHandler {
  const op = operation(operationId);
  const status = options.status ?? successStatus(op);
  const example = exampleResponse(operationId, status);
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
    const copy = structuredClone(example) as T;
    const body = options.transform ? options.transform(copy) : (copy as Json);
    return HttpResponse.json(body, { status });
  });
}

/** A handler whose request fails without an answer (no response from the server). */
export function networkError(operationId: string): HttpHandler {
  const op = operation(operationId);
  return http[method(op)](mswPath(op), () => HttpResponse.error());
}

/** Every operation answering with its success example. */
export function documentHandlers(): HttpHandler[] {
  return [...document.operations.keys()].map((operationId) => respond(operationId));
}
