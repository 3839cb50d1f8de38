/**
 * The auth guard of every operation: who is calling (Bearer JWT or API access token), which organization
 * (X-Org-Slug, membership, blacklist), which project (404 across organizations and outside a token's projects),
 * and whether the role may make this change.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OrganizationRecord, ProjectRecord } from '#src/db/types.js';
import { ApiError, forbidden, notAuthenticated, notFound } from '#src/lib/errors.js';
import type { Operation as OperationSpec } from '@iot/openapi';
import { requestOrigin, securityEvent } from '#src/lib/security-log.js';
import type { Area, OperationHooks, OperationOptions } from './access.js';
import { ALL_PERMISSIONS, reachesProject, refusal, type Actor } from './permissions.js';
import { sha256, type AccessClaims } from './sessions.js';

const LAST_USED_RESOLUTION_MS = 60_000;
const VERIFIED_JWTS_MAX = 4096;

type VerifiedClaims = AccessClaims & { exp: number };

/**
 * Access tokens whose signature was checked, keyed by their exact text, with their claims. A repeated request skips
 * the HMAC and the sha256 that fast-jwt's own cache computes for every lookup; the expiry is still checked on each
 * use (an expired token goes back to the verifier, which answers token_expired). Oldest entries go first.
 */
class VerifiedJwts {
  private readonly byToken = new Map<string, VerifiedClaims>();

  get(token: string, nowMs: number): VerifiedClaims | undefined {
    const claims = this.byToken.get(token);
    if (claims && claims.exp * 1000 <= nowMs) {
      this.byToken.delete(token);
      return undefined;
    }
    return claims;
  }

  set(token: string, claims: VerifiedClaims): void {
    if (this.byToken.size >= VERIFIED_JWTS_MAX) {
      const oldest = this.byToken.keys().next().value;
      if (oldest !== undefined) this.byToken.delete(oldest);
    }
    this.byToken.set(token, claims);
  }
}

function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m?.[1] ?? null;
}

export function createGuard(app: FastifyInstance): OperationHooks & {
  orgAccess: (request: FastifyRequest, slug: string) => OrganizationRecord;
  requireProject: (request: FastifyRequest, projectId: string) => ProjectRecord;
  check: (request: FastifyRequest, area: Area) => void;
} {
  const tokenByHash = (hash: string) => app.repos.find('accessTokens', (t) => t.hash === hash);

  /** A credential that is not (or no longer) valid: one warn line, then 401. */
  const refuse = (request: FastifyRequest, reason: string, message: string): ApiError => {
    securityEvent(request.log, 'invalid-token', `refused credential: ${reason}`, {
      ...requestOrigin(request),
      reason,
    });
    return notAuthenticated(message);
  };

  function authenticateToken(request: FastifyRequest, secret: string): void {
    const token = tokenByHash(sha256(secret));
    if (!token) throw refuse(request, 'unknown API access token', 'Unknown API access token');
    if (!token.is_active) throw notAuthenticated('This API access token is inactive');
    if (token.expires_at !== null && Date.parse(token.expires_at) <= app.clock.nowMs())
      throw notAuthenticated('This API access token has expired');
    // A token acts for its creator's membership: it stops when the creator leaves or is barred.
    if (
      !app.repos.membership(token.org_id, token.created_by) ||
      app.repos.isBlacklisted(token.org_id, token.created_by)
    )
      throw notAuthenticated(
        'This API access token is no longer valid: its creator is no longer a member of the organization',
      );
    request.auth = { kind: 'token', token, user: app.repos.user(token.created_by) ?? null };
    const last = token.last_used_at ? Date.parse(token.last_used_at) : 0;
    const nowMs = app.clock.nowMs();
    if (nowMs - last >= LAST_USED_RESOLUTION_MS) {
      token.last_used_at = new Date(nowMs).toISOString();
      app.repos.save('accessTokens', token);
      app.repos
        .commit()
        .catch((err: unknown) => request.log.error({ err }, 'could not store last_used_at'));
    }
  }

  const verified = new VerifiedJwts();

  function authenticateJwt(request: FastifyRequest, jwt: string): void {
    let claims: AccessClaims | undefined = verified.get(jwt, app.clock.nowMs());
    if (!claims) {
      try {
        const checked = app.jwt.verify<VerifiedClaims>(jwt);
        if (typeof checked.exp === 'number') verified.set(jwt, checked);
        claims = checked;
      } catch (err) {
        const code = (err as { code?: string }).code ?? '';
        if (code.includes('EXPIRED'))
          throw new ApiError(401, 'token_expired', 'Access token has expired');
        throw refuse(
          request,
          `access token not verified (${code || 'malformed'})`,
          'Invalid access token',
        );
      }
    }
    if (claims.wid !== undefined && claims.wid !== app.repos.instanceId())
      throw refuse(request, 'access token of other data', 'This session has ended; sign in again');
    const user = claims.typ === 'access' ? app.repos.user(Number(claims.sub)) : undefined;
    if (!user) throw refuse(request, 'access token of no user', 'Invalid access token');
    // Logout and password change end a session; its access tokens stop with it.
    if (!app.sessions.isLive(claims.sid, user.id))
      throw refuse(
        request,
        'access token of an ended session',
        'This session has ended; sign in again',
      );
    request.auth = { kind: 'session', user, sessionId: claims.sid };
  }

  function authenticate(request: FastifyRequest, op: OperationSpec, opts: OperationOptions): void {
    const secret = bearer(request);
    if (!secret) throw notAuthenticated();
    if (secret.startsWith('iot_')) authenticateToken(request, secret);
    else authenticateJwt(request, secret);
    if (opts.sessionOnly && request.auth?.kind === 'token') {
      const msg = 'API access tokens may not manage accounts; sign in instead';
      throw op.responses.has(403) ? forbidden(msg) : notAuthenticated(msg);
    }
  }

  /** Resolves the caller's access to an organization (403 when not a member or barred). */
  function orgAccess(request: FastifyRequest, slug: string): OrganizationRecord {
    const auth = request.auth;
    if (!auth) throw notAuthenticated();
    const org = app.repos.orgBySlug(slug);
    let actor: Actor;
    if (auth.kind === 'token') {
      if (!org || org.id !== auth.token.org_id)
        throw forbidden(`This API access token does not belong to organization "${slug}"`);
      actor = { kind: 'token', role: auth.token.role, perms: ALL_PERMISSIONS };
      request.membership = null;
    } else {
      const m = org ? app.repos.membership(org.id, auth.user.id) : undefined;
      if (!org || !m) throw forbidden(`You are not a member of organization "${slug}"`);
      if (app.repos.isBlacklisted(org.id, auth.user.id))
        throw forbidden(`You have been barred from organization "${slug}"`);
      actor = { kind: 'session', role: m.role, perms: m.role === 'owner' ? ALL_PERMISSIONS : m };
      request.membership = m;
    }
    request.org = org;
    request.actor = actor;
    return org;
  }

  /** The project of the current organization (404 otherwise, and outside an API token's projects). */
  function requireProject(request: FastifyRequest, projectId: string): ProjectRecord {
    const project = app.repos.project(projectId);
    if (!project || !request.org || project.org_id !== request.org.id) throw notFound('Project');
    if (!reachesProject(request.auth, projectId)) throw notFound('Project');
    return project;
  }

  function check(request: FastifyRequest, area: Area): void {
    if (!request.actor) throw forbidden('No organization selected');
    const why = refusal(request.actor, area);
    if (why) throw forbidden(why);
  }

  function authorize(request: FastifyRequest, op: OperationSpec, opts: OperationOptions): void {
    if (!op.orgScoped) return;
    orgAccess(request, String((request.headers as Record<string, unknown>)['x-org-slug']));
    const params = request.params as Record<string, unknown>;
    if (typeof params.project_id === 'string') requireProject(request, params.project_id);
    if (op.method !== 'GET' && opts.permission) check(request, opts.permission);
  }

  return { authenticate, authorize, orgAccess, requireProject, check };
}

export type Guard = ReturnType<typeof createGuard>;
