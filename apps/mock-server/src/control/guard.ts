/**
 * The control plane's door (docs/security.md): every /__mock__ request carries `X-Mock-Control-Token` (compared in
 * constant time), and every change carries a JSON body (`Content-Type: application/json`, at least `{}`). A custom
 * header and a JSON body both need a CORS preflight, which this server never grants, so no page of another origin can
 * send such a request (no CSRF); without the token nobody can. Each refusal is a warn-level security log line.
 */
import type { onRequestHookHandler } from 'fastify';
import { ApiError, notAuthenticated } from '#src/lib/errors.js';
import { requestOrigin, securityEvent } from '#src/lib/security-log.js';
import { CONTROL_TOKEN_HEADER, hasControlToken } from '#src/auth/control-token.js';
import { english } from './english.js';

export function controlGuard(token: string): onRequestHookHandler {
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
    if (!hasControlToken(given, token))
      return refuse('wrong control token', notAuthenticated(english('Invalid control token')));
    const changes = request.method !== 'GET' && request.method !== 'HEAD';
    const type = String(request.headers['content-type'] ?? '').toLowerCase();
    if (changes && !/^application\/json\s*(;|$)/.test(type))
      return refuse(
        'no JSON body',
        new ApiError(
          415,
          'unsupported_media_type',
          english(
            'Control-plane changes need a JSON body (Content-Type: application/json, at least {})',
          ),
        ),
      );
    done();
  };
}
