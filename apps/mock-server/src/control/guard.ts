/**
 * The control plane's door (docs/security.md, docs/decisions/0141-control-plane-in-the-browser.md): every /__mock__
 * request carries `X-Mock-Control-Token` (compared in constant time with the token in force, which
 * `POST /__mock__/control-token` may replace), and a change that sends a body sends JSON. The custom header needs a CORS
 * preflight, which this server never grants, so no page of another origin can send it (no CSRF); without the token
 * nobody can. Each refusal is a warn-level security log line.
 */
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { ApiError, notAuthenticated } from '#src/lib/errors.js';
import { requestOrigin, securityEvent } from '#src/lib/security-log.js';
import { CONTROL_TOKEN_HEADER, hasControlToken } from '#src/auth/control-token.js';
import { english } from './english.js';

/** Whether the request carries a body (a length above zero, or one sent in chunks). */
const hasBody = (headers: Record<string, unknown>): boolean =>
  Number(headers['content-length'] ?? 0) > 0 || headers['transfer-encoding'] !== undefined;

export function controlGuard(app: FastifyInstance): onRequestHookHandler {
  return (request, _reply, done) => {
    const given = request.headers[CONTROL_TOKEN_HEADER];
    const refuse = (reason: string, error: ApiError): void => {
      securityEvent(request.log, 'control-refused', `control plane: ${reason}`, {
        ...requestOrigin(request),
        reason,
      });
      done(error);
    };
    if (typeof given !== 'string' || given === '')
      return refuse(
        'no control token',
        notAuthenticated(english('The control plane needs the X-Mock-Control-Token header')),
      );
    if (!hasControlToken(given, app.config.controlToken))
      return refuse('wrong control token', notAuthenticated(english('Invalid control token')));
    const type = String(request.headers['content-type'] ?? '').toLowerCase();
    if (hasBody(request.headers) && !/^application\/json\s*(;|$)/.test(type))
      return refuse(
        'a body that is not JSON',
        new ApiError(
          415,
          'unsupported_media_type',
          english(
            'Control-plane changes send their values as JSON (Content-Type: application/json), or no body',
          ),
        ),
      );
    done();
  };
}
