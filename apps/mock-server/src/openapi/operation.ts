/**
 * `app.operation(operationId, options, handler)`: registers the route of one operation of the document with its method,
 * url, request schemas (params, querystring, headers, body) and precompiled reply validators, all from the document.
 * Authentication, the organization of X-Org-Slug and the role check run as hooks before the handler; they are
 * synchronous, callback-style hooks so the hot path of a request creates no promise of its own before the handler.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { OperationHooks, OperationOptions } from '#src/auth/access.js';
import { errorBody } from '#src/lib/errors.js';
import type { JsonSchema, Operation as OperationSpec } from '@iot/openapi';
import { compile, type LazyValidateFunction } from './validators.js';
import { replySerializer } from './reply-serializers.js';
import type { operations } from '@iot/api-client/schema';
import type { BodyIn, HeadersIn, OperationId, ParamsIn, QueryIn, ReplyIn } from './types.js';

/** The request of operation `Op` (of a generated `operations` interface), typed from the document. */
type RequestIn<Op> = FastifyRequest<{
  Body: BodyIn<Op>;
  Params: ParamsIn<Op>;
  Querystring: QueryIn<Op>;
  Headers: HeadersIn<Op>;
}>;
/**
 * A handler that awaits nothing returns its reply's body (a read answers in the same turn, without a promise and a
 * microtask); one that awaits returns a promise, and may answer through `reply` itself.
 */
export type HandlerIn<Op> = (
  request: RequestIn<Op>,
  reply: FastifyReply,
) => ReplyIn<Op> | Promise<ReplyIn<Op> | FastifyReply | undefined>;

export type OperationHandler<K extends OperationId> = HandlerIn<operations[K]>;

/**
 * In production one answer in this many has its body checked: drift shows in the log within a few requests, while
 * checking every body cost a GET of the project list about an eighth of its time (ADR 0030).
 */
export const PRODUCTION_SAMPLE = 64;

/** Statuses any operation may answer without declaring them (transport-level errors of the envelope). */
const UNDECLARED_OK = new Set([405, 413, 415, 500, 503]);

function paramsSchema(
  op: OperationSpec,
  where: 'path' | 'query' | 'header',
): JsonSchema | undefined {
  const list = op.parameters.filter((p) => p.in === where);
  if (list.length === 0) return undefined;
  const key = (n: string): string => (where === 'header' ? n.toLowerCase() : n);
  return {
    type: 'object',
    properties: Object.fromEntries(list.map((p) => [key(p.name), p.schema])),
    required: list.filter((p) => p.required).map((p) => key(p.name)),
  };
}

function routeSchema(op: OperationSpec): FastifySchema {
  const schema: FastifySchema = {};
  const params = paramsSchema(op, 'path');
  const query = paramsSchema(op, 'query');
  const headers = paramsSchema(op, 'header');
  if (params) schema.params = params;
  if (query) schema.querystring = query;
  if (headers) schema.headers = headers;
  if (op.body)
    schema.body = op.body.required ? op.body.schema : { anyOf: [{ type: 'null' }, op.body.schema] };
  // success bodies only: errors are few and written by the error handler
  const response: Record<number, JsonSchema> = {};
  for (const [status, answer] of op.responses)
    if (status >= 200 && status < 300 && answer.schema) response[status] = answer.schema;
  if (Object.keys(response).length) schema.response = response;
  return schema;
}

interface ReplyValidators {
  byStatus: Map<number, LazyValidateFunction | null>;
  error: LazyValidateFunction;
}

function replyValidators(op: OperationSpec, errorSchema: JsonSchema): ReplyValidators {
  const byStatus = new Map<number, LazyValidateFunction | null>();
  for (const [status, { schema }] of op.responses)
    byStatus.set(status, schema ? compile('reply', schema) : null);
  return { byStatus, error: compile('reply', errorSchema) };
}

/**
 * null when the reply matches the document, else a description of the mismatch. `inputRefused`: the framework refused the request itself (schema or JSON), which any operation may answer with 400
 * even where the document lists no 400 (a missing X-Org-Slug, a malformed path parameter).
 */
function checkReply(
  v: ReplyValidators,
  status: number,
  payload: unknown,
  inputRefused = false,
): string | null {
  const fn = v.byStatus.get(status);
  if (fn === undefined) {
    if (UNDECLARED_OK.has(status) || (status === 400 && inputRefused))
      return v.error(payload) ? null : 'the error envelope is malformed';
    return `status ${status} is not declared for this operation`;
  }
  if (fn === null)
    return payload === undefined || payload === null ? null : `status ${status} has no body`;
  if (fn(payload)) return null;
  return (fn.errors ?? [])
    .slice(0, 5)
    .map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`)
    .join('; ');
}

/** Whether checking a reply of `status` compiles its validator first (the operation's first answer of that status). */
function compilesFirst(v: ReplyValidators, status: number): boolean {
  const fn = v.byStatus.get(status);
  return fn === undefined ? !v.error.compiled : fn !== null && !fn.compiled;
}

/** Checks a reply and logs a mismatch; returns the mismatch (null when the reply matches). */
function checkAndLog(
  op: OperationSpec,
  v: ReplyValidators,
  request: FastifyRequest,
  status: number,
  payload: unknown,
): string | null {
  const problem = checkReply(v, status, payload, request.inputRefused);
  if (problem !== null)
    request.log.error(
      { operationId: op.operationId, status, problem },
      'reply does not match the OpenAPI document',
    );
  return problem;
}

/** Synchronous checks that throw an ApiError (401, 403, 404) to refuse the request. */
type Done = (err?: Error) => void;

/** A callback-style hook running a synchronous check: no promise and no extra microtask per request. */
function checkHook(
  check: (request: FastifyRequest) => void,
): (request: FastifyRequest, reply: FastifyReply, done: Done) => void {
  return (request, _reply, done) => {
    try {
      check(request);
    } catch (err) {
      done(err as Error);
      return;
    }
    done();
  };
}

/** `hooks` null: the operation's caller is checked elsewhere (the control plane's token, src/control/guard.ts). */
export function registerOperation<Op>(
  app: FastifyInstance,
  op: OperationSpec,
  errorSchema: JsonSchema,
  strict: boolean,
  hooks: OperationHooks | null,
  opts: OperationOptions,
  handler: HandlerIn<Op>,
): void {
  if (op.orgScoped && op.method !== 'GET' && !opts.permission)
    throw new Error(
      `${op.operationId}: an organization-scoped change must name its permission area`,
    );
  const validators = replyValidators(op, errorSchema);
  let answers = 0;
  app.route({
    method: op.method,
    url: op.url,
    schema: routeSchema(op),
    serializerCompiler: ({ schema }: { schema: unknown }) =>
      replySerializer(schema as JsonSchema, strict),
    config: { operationId: op.operationId },
    onRequest:
      hooks && op.authenticated
        ? checkHook((request) => hooks.authenticate(request, op, opts))
        : undefined,
    preHandler:
      hooks && op.orgScoped
        ? checkHook((request) => hooks.authorize(request, op, opts))
        : undefined,
    preSerialization: (request, reply, payload: unknown, done) => {
      const status = reply.statusCode;
      // Log only (production). The first answer of a status is checked right after it is sent, so it does not wait for
      // its validator to compile (≈ 0.1 s for a sign-in's); an undeclared status always; a body one answer in
      // PRODUCTION_SAMPLE (ADR 0030).
      if (!strict) {
        if (compilesFirst(validators, status))
          setImmediate(checkAndLog, op, validators, request, status, payload);
        else if (!validators.byStatus.has(status) || ++answers % PRODUCTION_SAMPLE === 0)
          checkAndLog(op, validators, request, status, payload);
        return done(null, payload);
      }
      const problem = checkAndLog(op, validators, request, status, payload);
      if (problem === null) return done(null, payload);
      reply.code(500);
      done(
        null,
        // for the developer who broke the document (strict mode: development and tests), in English
        errorBody(request.language, 'server_error', {
          text: `The reply of ${op.operationId} (${status}) does not match the OpenAPI document: ${problem}`,
        }),
      );
    },
    handler: handler as unknown as (req: FastifyRequest, reply: FastifyReply) => unknown,
  });
}
