/**
 * Network handlers for screen tests, derived from openapi/openapi.yaml — never a second hand-written fake of the
 * backend. Every operation answers with the document's own example for the chosen status: the response's example,
 * else an example built from the schema (its `example`, `examples[0]`, `const`, `enum[0]`, `default`, or its
 * properties). A test may adjust the example (`transform`) but starts from what the document says.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { parse } from 'yaml';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { [key: string]: unknown };

interface Operation {
  operationId: string;
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  responses: Record<string, Schema>;
}

const DOCUMENT_PATH = join(import.meta.dirname, '../../../../openapi/openapi.yaml');
const document = parse(readFileSync(DOCUMENT_PATH, 'utf8')) as Schema;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function resolve<T = Schema>(node: unknown): T {
  let current = node as Schema;
  const seen = new Set<string>();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    const ref = current.$ref;
    if (seen.has(ref)) break;
    seen.add(ref);
    current = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((acc, key) => (acc as Schema)[key], document) as Schema;
  }
  return current as T;
}

const operations: Operation[] = Object.entries(document.paths as Record<string, Schema>).flatMap(
  ([path, item]) =>
    METHODS.flatMap((method) => {
      const op = item[method] as Schema | undefined;
      return op
        ? [
            {
              operationId: op.operationId as string,
              method,
              path,
              responses: op.responses as Record<string, Schema>,
            },
          ]
        : [];
    }),
);

function operation(operationId: string): Operation {
  const op = operations.find((o) => o.operationId === operationId);
  if (!op) throw new Error(`no operation ${operationId} in openapi.yaml`);
  return op;
}

/** An example value for a schema, built from the document. */
export function exampleOf(node: unknown, depth = 0): Json {
  const schema = resolve(node);
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
  const op = operation(operationId);
  const response = resolve(op.responses[String(status)]);
  if (!response || typeof response !== 'object') {
    throw new Error(`${operationId} declares no ${status} answer in openapi.yaml`);
  }
  const media = (response.content as Record<string, Schema> | undefined)?.['application/json'];
  if (!media) return null;
  if ('example' in media) return media.example as Json;
  return exampleOf(media.schema);
}

function successStatus(op: Operation): number {
  const code = Object.keys(op.responses).find((s) => /^2\d\d$/.test(s));
  return Number(code ?? 200);
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

const mswPath = (path: string) => `*${path.replace(/\{(\w+)\}/g, ':$1')}`;

/** A handler answering `operationId` with the document's example for `status`. */
export function respond<T = Json>(
  operationId: string,
  options: RespondOptions<T> = {},
): HttpHandler {
  const op = operation(operationId);
  const status = options.status ?? successStatus(op);
  const example = exampleResponse(operationId, status);
  return http[op.method](mswPath(op.path), async ({ request }) => {
    if (options.when && !options.when(request)) return undefined;
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
  return http[op.method](mswPath(op.path), () => HttpResponse.error());
}

/** Every operation answering with its success example. */
export function documentHandlers(): HttpHandler[] {
  return operations.map((op) => respond(op.operationId));
}
