/**
 * Network handlers for screen tests, derived from openapi/openapi.yaml — never a second hand-written fake of the
 * backend. Every operation answers with the document's own example for the chosen status (openapi-examples.ts); a test
 * may adjust it (`transform`) but starts from what the document says. Every request body is validated against its
 * operation's schema: one the document refuses gets a 400 and fails the test (setup-tests.ts).
 */ import { http, HttpResponse, type HttpHandler } from 'msw';
import { getDocument, type Operation } from '@iot/openapi';
import { createAjv, type ValidateFunction } from '@iot/openapi/ajv';
import {
  exampleJson,
  type Answer,
  type Json,
  type OperationId,
  type StatusOf,
  type SuccessStatus,
} from './openapi-examples';

export {
  exampleResponse,
  exampleSchema,
  itemsOf,
  type Answer,
  type OperationId,
  type StatusOf,
} from './openapi-examples';

const document = getDocument();
const operation = (operationId: string): Operation => document.operation(operationId);

function successStatus(op: Operation): number {
  return [...op.responses.keys()].find((s) => s >= 200 && s < 300) ?? 200;
}

// Not checked against the meta-schema again in every test file (≈ 0.1–0.2 s each): packages/openapi's tests do that.
const ajv = createAjv({ allErrors: true, validateSchema: false });
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
