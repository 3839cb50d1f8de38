/**
 * The envelope on every answer, its messages in the request's language (request.language, ./i18n.ts): errors thrown
 * by handlers, failed validation, unknown routes (404), wrong methods (405), malformed JSON (400 parse_error), bodies
 * over 1 MB (413) and unsupported content types (415). Bad input never gives a 500; an unexpected error gives 500
 * server_error without internals; a change the journal cannot store, 503; a password check while the hashing queue is
 * full, 429. What Fastify's router refuses before any
 * route (a path parameter over MAX_PARAM_LENGTH, a malformed %-escape) and what Node's HTTP parser refuses (headers too
 * large, not HTTP, too slow) get the envelope too: `frameworkErrors` and `clientErrorHandler`, options of the Fastify
 * instance (src/app.ts).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HasherBusyError } from '#src/auth/password-hasher.js';
import { JournalWriteError } from '#src/db/journal.js';
import { DEFAULT_LANGUAGE, negotiateLanguage } from '#src/i18n/language.js';
import { msg, type Message } from '#src/i18n/messages.js';
import { ApiError, errorBody, type ErrorCode } from '#src/lib/errors.js';
import { unauthorizedCode } from '#src/variants/variants.js';
import { summary, toFieldErrors } from '#src/openapi/field-errors.js';
import type { ErrorObject } from '#src/openapi/validators.js';
import { API_HEADERS } from './security-headers.js';

/** Node's limit of a request's headers (its --max-http-header-size default). */
const MAX_HEADER_BYTES = 16384;
/** The body limit of the Fastify instance (src/app.ts). */
export const BODY_LIMIT = 1_048_576;

const BY_STATUS: Record<number, [ErrorCode, Message]> = {
  400: ['parse_error', msg('request.not_json')],
  401: ['not_authenticated', msg('auth.not_authenticated')],
  403: ['permission_denied', msg('request.forbidden')],
  404: ['not_found', msg('request.not_found')],
  405: ['method_not_allowed', msg('request.method_not_allowed_here')],
  408: ['request_timeout', msg('request.timeout')],
  413: ['payload_too_large', msg('request.body_too_large', { bytes: BODY_LIMIT })],
  415: ['unsupported_media_type', msg('request.unsupported_media_type')],
  429: ['throttled', msg('request.throttled')],
  431: ['payload_too_large', msg('request.headers_too_large', { bytes: MAX_HEADER_BYTES })],
};

/** The longest path parameter the router takes; a longer one is refused before any route. */
export const MAX_PARAM_LENGTH = 4096;

const ROUTER_REFUSALS: Record<string, Message> = {
  FST_ERR_MAX_PARAM_LENGTH: msg('request.param_too_long', { max: MAX_PARAM_LENGTH }),
  FST_ERR_BAD_URL: msg('request.bad_url'),
};

/** Fastify's `frameworkErrors`: what the router refuses, as 400 in the envelope (no hook runs: the headers are set here). */
export function frameworkErrors(
  err: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const refusal = ROUTER_REFUSALS[err.code];
  // the router's bare request: without the instance's decorators (request.language)
  const language = negotiateLanguage(request.headers['accept-language']);
  void reply
    .code(refusal ? 400 : 500)
    .headers(API_HEADERS)
    .send(
      refusal
        ? errorBody(language, 'validation_error', refusal)
        : errorBody(language, 'server_error', msg('server.error')),
    );
  if (!refusal) request.log.error({ err }, 'unexpected error');
}

/**
 * Fastify's `clientErrorHandler`: what Node's HTTP parser refuses, as the envelope on the bare socket — in the default
 * language, as no request was read.
 */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const [code, message] =
    status === 400 ? (['parse_error', msg('request.not_http')] as const) : BY_STATUS[status]!;
  const body = JSON.stringify(errorBody(DEFAULT_LANGUAGE, code, message));
  if (socket.writable)
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
        `Content-Language: ${DEFAULT_LANGUAGE}`,
        `Content-Length: ${Buffer.byteLength(body)}`,
        ...Object.entries(API_HEADERS).map(([name, value]) => `${name}: ${value}`),
        'Connection: close',
        '',
        body,
      ].join('\r\n'),
    );
  socket.destroy(err);
}

function pathPattern(path: string): RegExp {
  const body = path
    .split(/\{[^}]+\}/)
    .map((s) => s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))
    .join('[^/]+');
  return new RegExp(`^${body}$`);
}

type RouteMethods = Map<string, { re: RegExp; methods: Set<string> }>;

/** The contract's paths with the methods each takes, to tell a wrong method (405) from an unknown path (404). */
function routeMethods(app: FastifyInstance): RouteMethods {
  const byPath: RouteMethods = new Map();
  for (const op of app.contract.operations.values()) {
    const entry = byPath.get(op.path) ?? { re: pathPattern(op.path), methods: new Set<string>() };
    entry.methods.add(op.method);
    byPath.set(op.path, entry);
  }
  return byPath;
}

/** What a handler refused (ApiError) with its status, code and field errors. */
function sendApiError(
  app: FastifyInstance,
  err: ApiError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  if (err.headers) reply.headers(err.headers);
  const code = err.statusCode === 401 ? unauthorizedCode(app.variants, err.code) : err.code;
  return reply.code(err.statusCode).send(errorBody(request.language, code, err.detail, err.fields));
}

/** Input the OpenAPI schema refuses: 400 with one error per field. */
function sendValidationError(
  err: FastifyError,
  validation: ErrorObject[],
  request: FastifyRequest,
  reply: FastifyReply,
) {
  request.inputRefused = true;
  const fields = toFieldErrors(validation, err.validationContext ?? 'body');
  return reply
    .code(400)
    .send(errorBody(request.language, 'validation_error', summary(fields), fields));
}

/** A 4xx of the framework's (bad JSON, body too large, wrong content type, …) in the envelope. */
function sendFrameworkRefusal(
  app: FastifyInstance,
  err: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const status = err.statusCode ?? 400;
  const known = BY_STATUS[status];
  if (!known) {
    // its own sentence (English) goes to the log
    request.inputRefused = true;
    request.log.warn({ err }, 'request refused by the framework');
    return reply
      .code(400)
      .send(errorBody(request.language, 'validation_error', msg('validation.invalid_input')));
  }
  if (status === 400) request.inputRefused = true;
  const message =
    status === 400 && err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
      ? msg('request.empty_json')
      : known[1];
  const code = status === 401 ? unauthorizedCode(app.variants, known[0]) : known[0];
  return reply.code(status).send(errorBody(request.language, code, message));
}

/** Every error a handler, hook or the framework throws, as the envelope; only the unexpected ones give 500. */
function errorHandler(app: FastifyInstance) {
  return (err: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply) => {
    const language = request.language;
    if (err instanceof ApiError) return sendApiError(app, err, request, reply);
    if (err instanceof HasherBusyError)
      return reply
        .code(429)
        .header('retry-after', '5')
        .send(errorBody(language, 'throttled', msg('auth.sign_ins_busy')));
    if (err instanceof JournalWriteError) {
      request.log.error({ err: err.reason }, 'a change was refused: the journal cannot be written');
      return reply.code(503).send(errorBody(language, 'server_error', msg('server.cannot_store')));
    }
    const validation = (err as FastifyError & { validation?: ErrorObject[] }).validation;
    if (validation) return sendValidationError(err, validation, request, reply);
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendFrameworkRefusal(app, err, request, reply);
    request.log.error({ err }, 'unexpected error');
    return reply.code(500).send(errorBody(language, 'server_error', msg('server.error')));
  };
}

/** No route: 405 with Allow on a known path, the console's page for a browser's GET, else 404. */
function notFoundHandler(app: FastifyInstance, byPath: RouteMethods) {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const { method, language } = request;
    const entry = [...byPath.values()].find((e) => e.re.test(path));
    if (entry) {
      reply.header('Allow', [...entry.methods].join(', '));
      const message = msg('request.method_not_allowed', { method, path });
      return reply.code(405).send(errorBody(language, 'method_not_allowed', message));
    }
    const page = method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/__mock__/');
    if (app.spaFallback && page) return app.spaFallback(request, reply);
    return reply
      .code(404)
      .send(errorBody(language, 'not_found', msg('request.no_route', { method, path })));
  };
}

export default fp(
  async function errors(app: FastifyInstance) {
    app.removeContentTypeParser('text/plain');
    app.setErrorHandler(errorHandler(app));
    app.setNotFoundHandler(notFoundHandler(app, routeMethods(app)));
  },
  { name: 'errors', dependencies: ['openapi', 'variants'] },
);
