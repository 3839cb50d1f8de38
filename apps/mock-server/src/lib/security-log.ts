/**
 * One warn-level log line per security event (docs/security.md): a reset of the data, a forged or invalid access token,
 * a sign-in lockout, a refused control-plane call, a new control token. Each line carries `security: <event>` so a log filter finds them all.
 */
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';

export type SecurityEvent =
  'reset' | 'invalid-token' | 'lockout' | 'control-refused' | 'control-token-rotated';

export function securityEvent(
  log: FastifyBaseLogger,
  event: SecurityEvent,
  message: string,
  details: Record<string, unknown> = {},
): void {
  log.warn({ security: event, ...details }, message);
}

/** Who sent a request, for the log line (address, method, path without the query string). */
export function requestOrigin(request: FastifyRequest): Record<string, unknown> {
  return { ip: request.ip, method: request.method, path: request.url.split('?')[0] };
}
