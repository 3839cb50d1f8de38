/**
 * The envelope on every answer: errors thrown by handlers, failed validation, unknown routes (404), wrong methods
 * (405), malformed JSON (400 parse_error), bodies over 1 MB (413) and unsupported content types (415). Bad input never
 * gives a 500; an unexpected error gives 500 server_error without internals; a change the journal cannot store, 503; a
 * password check while the hashing queue is full, 429.
 * What Fastify's router refuses before any route (a path parameter over MAX_PARAM_LENGTH, a malformed %-escape) and what
 * Node's HTTP parser refuses (headers too large, not HTTP, too slow) get the envelope too: `frameworkErrors` and
 * `clientErrorHandler`, options of the Fastify instance (src/app.ts).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HasherBusyError } from '#src/auth/password-hasher.js';
import { JournalWriteError } from '#src/db/journal.js';
import { ApiError, errorBody, VALIDATION_MESSAGE, type ErrorCode } from '#src/lib/errors.js';
import { unauthorizedCode } from '#src/variants/variants.js';
import { firstMessage, toFieldErrors } from '#src/openapi/field-errors.js';
import type { ErrorObject } from '#src/openapi/validators.js';
import { API_HEADERS } from './security-headers.js';

const BY_STATUS: Record<number, [ErrorCode, string]> = {
  400: ['parse_error', 'The request body is not valid JSON'],
  401: ['not_authenticated', 'Authentication credentials were not provided or are invalid'],
  403: ['permission_denied', 'You do not have permission to perform this action'],
  404: ['not_found', 'Not found'],
  405: ['method_not_allowed', 'Method not allowed'],
  408: ['request_timeout', 'The request did not arrive in time'],
  413: ['payload_too_large', 'Request body is larger than 1048576 bytes'],
  415: ['unsupported_media_type', 'Unsupported content type; send application/json'],
  429: ['throttled', 'Too many requests'],
  431: ['payload_too_large', 'Request headers are larger than 16384 bytes'],
};

/** The longest path parameter the router takes; a longer one is refused before any route. */
export const MAX_PARAM_LENGTH = 4096;

const ROUTER_REFUSALS: Record<string, string> = {
  FST_ERR_MAX_PARAM_LENGTH: `A path parameter is longer than ${MAX_PARAM_LENGTH} characters`,
  FST_ERR_BAD_URL: 'The path is not a valid URL (a malformed %-escape)',
};

/** Fastify's `frameworkErrors`: what the router refuses, as 400 in the envelope (no hook runs: the headers are set here). */
export function frameworkErrors(
  err: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  const refusal = ROUTER_REFUSALS[err.code];
  void reply
    .code(refusal ? 400 : 500)
    .headers(API_HEADERS)
    .send(
      refusal
        ? errorBody('validation_error', refusal)
        : errorBody('server_error', 'Internal server error'),
    );
  if (!refusal) request.log.error({ err }, 'unexpected error');
}

/** Fastify's `clientErrorHandler`: what Node's HTTP parser refuses, as the envelope on the bare socket. */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400;
  const [code, message] =
    status === 400
      ? (['parse_error', 'The request is not valid HTTP'] as const)
      : BY_STATUS[status]!;
  const body = JSON.stringify(errorBody(code, message));
  if (socket.writable)
    socket.write(
      [
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
        'Content-Type: application/json; charset=utf-8',
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

export default fp(
  async function errors(app: FastifyInstance) {
    app.removeContentTypeParser('text/plain');

    const byPath = new Map<string, { re: RegExp; methods: Set<string> }>();
    for (const op of app.contract.operations.values()) {
      const entry = byPath.get(op.path) ?? { re: pathPattern(op.path), methods: new Set<string>() };
      entry.methods.add(op.method);
      byPath.set(op.path, entry);
    }

    app.setErrorHandler((err: FastifyError | ApiError, request, reply) => {
      if (err instanceof ApiError) {
        if (err.headers) reply.headers(err.headers);
        const code = err.statusCode === 401 ? unauthorizedCode(app.variants, err.code) : err.code;
        return reply.code(err.statusCode).send(errorBody(code, err.message, err.fields));
      }
      if (err instanceof HasherBusyError)
        return reply.code(429).header('retry-after', '5').send(errorBody('throttled', err.message));
      if (err instanceof JournalWriteError) {
        request.log.error(
          { err: err.reason },
          'a change was refused: the journal cannot be written',
        );
        return reply.code(503).send(errorBody('server_error', err.message));
      }
      const validation = (err as FastifyError & { validation?: ErrorObject[] }).validation;
      if (validation) {
        request.inputRefused = true;
        const fields = toFieldErrors(validation, (err as FastifyError).validationContext ?? 'body');
        return reply
          .code(400)
          .send(
            errorBody('validation_error', `${VALIDATION_MESSAGE}: ${firstMessage(fields)}`, fields),
          );
      }
      const status = err.statusCode ?? 500;
      if (status === 429) {
        return reply.code(429).send(errorBody('throttled', err.message || 'Too many requests'));
      }
      const known = BY_STATUS[status];
      if (status >= 400 && status < 500 && known) {
        if (status === 400) request.inputRefused = true;
        const message =
          status === 400 && err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty; send a JSON object'
            : known[1];
        const code = status === 401 ? unauthorizedCode(app.variants, known[0]) : known[0];
        return reply.code(status).send(errorBody(code, message));
      }
      if (status >= 400 && status < 500) {
        request.inputRefused = true;
        return reply.code(400).send(errorBody('validation_error', err.message));
      }
      request.log.error({ err }, 'unexpected error');
      return reply.code(500).send(errorBody('server_error', 'Internal server error'));
    });

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      for (const entry of byPath.values()) {
        if (entry.re.test(path)) {
          reply.header('Allow', [...entry.methods].join(', '));
          return reply
            .code(405)
            .send(
              errorBody('method_not_allowed', `Method ${request.method} is not allowed on ${path}`),
            );
        }
      }
      if (
        app.spaFallback &&
        request.method === 'GET' &&
        !path.startsWith('/api/') &&
        !path.startsWith('/__mock__/')
      )
        return app.spaFallback(request, reply);
      return reply.code(404).send(errorBody('not_found', `No route ${request.method} ${path}`));
    });
  },
  { name: 'errors', dependencies: ['openapi', 'variants'] },
);
