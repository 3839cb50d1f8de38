/**
 * Who is calling: a Bearer access token (a JWT of a live session of this world's data) or an API access token of an
 * organization (its creator still a member); anything else is refused with 401 and one warn line.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, forbidden, notAuthenticated } from '#src/lib/errors.js';
import { requestOrigin, securityEvent } from '#src/lib/security-log.js';
import type { OperationHooks } from './access.js';
import { sha256, type AccessClaims } from './sessions.js';
import { VerifiedJwts, type VerifiedClaims } from './verified-jwts.js';
import { msg, type Message } from '#src/i18n/messages.js';

const LAST_USED_RESOLUTION_MS = 60_000;

function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1] ?? null;
}

/** A credential that is not (or no longer) valid: one warn line, then 401. */
function refuse(request: FastifyRequest, reason: string, message: Message): ApiError {
  securityEvent(request.log, 'invalid-token', `refused credential: ${reason}`, {
    ...requestOrigin(request),
    reason,
  });
  return notAuthenticated(message);
}

function authenticateToken(app: FastifyInstance, request: FastifyRequest, secret: string): void {
  const token = app.repos.tokens.byHash(sha256(secret));
  if (!token) throw refuse(request, 'unknown API access token', msg('auth.api_token_unknown'));
  if (!token.is_active) throw notAuthenticated(msg('auth.api_token_inactive'));
  if (token.expires_at !== null && Date.parse(token.expires_at) <= app.clock.nowMs())
    throw notAuthenticated(msg('auth.api_token_expired'));
  // A token acts for its creator's membership: it stops when the creator leaves or is barred.
  if (
    !app.repos.organizations.membership(token.org_id, token.created_by) ||
    app.repos.organizations.isBlacklisted(token.org_id, token.created_by)
  )
    throw notAuthenticated(msg('auth.api_token_creator_left'));
  request.auth = { kind: 'token', token, user: app.repos.users.byId(token.created_by) ?? null };
  const last = token.last_used_at ? Date.parse(token.last_used_at) : 0;
  const nowMs = app.clock.nowMs();
  if (nowMs - last >= LAST_USED_RESOLUTION_MS) {
    app.repos.tokens.markUsed(token, nowMs);
    app.repos
      .commit()
      .catch((err: unknown) => request.log.error({ err }, 'could not store last_used_at'));
  }
}

function authenticateJwt(
  app: FastifyInstance,
  verified: VerifiedJwts,
  request: FastifyRequest,
  jwt: string,
): void {
  const nowMs = app.clock.nowMs();
  let claims: AccessClaims | undefined = verified.get(jwt, nowMs);
  if (!claims) {
    try {
      // the expiry follows the world's clock, not the library's
      const checked = app.jwt.verify<VerifiedClaims>(jwt, { clockTimestamp: nowMs });
      if (typeof checked.exp === 'number') verified.set(jwt, checked);
      claims = checked;
    } catch (err) {
      const code = (err as { code?: string }).code ?? '';
      if (code.includes('EXPIRED'))
        throw new ApiError(401, 'token_expired', msg('auth.access_token_expired'));
      throw refuse(
        request,
        `access token not verified (${code || 'malformed'})`,
        msg('auth.access_token_invalid'),
      );
    }
  }
  // every visitor's sandbox starts from the same seed with the same session ids: a token is good in its world only
  if (claims.wid !== app.repos.instanceId())
    throw refuse(request, 'access token of other data', msg('auth.session_ended'));
  const user = claims.typ === 'access' ? app.repos.users.byId(Number(claims.sub)) : undefined;
  if (!user) throw refuse(request, 'access token of no user', msg('auth.access_token_invalid'));
  // Logout and password change end a session; its access tokens stop with it.
  if (!app.sessions.isLive(claims.sid, user.id))
    throw refuse(request, 'access token of an ended session', msg('auth.session_ended'));
  request.auth = { kind: 'session', user, sessionId: claims.sid };
}

/** The `authenticate` hook of every operation: a Bearer JWT, or an API access token (`iot_…`). */
export function authenticator(app: FastifyInstance): OperationHooks['authenticate'] {
  const verified = new VerifiedJwts();
  return (request, op, opts) => {
    const secret = bearer(request);
    if (!secret) throw notAuthenticated();
    if (secret.startsWith('iot_')) authenticateToken(app, request, secret);
    else authenticateJwt(app, verified, request, secret);
    if (opts.sessionOnly && request.auth?.kind === 'token') {
      const why = msg('auth.sessions_only');
      throw op.responses.has(403) ? forbidden(why) : notAuthenticated(why);
    }
  };
}
