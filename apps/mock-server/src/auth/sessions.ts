/**
 * Sessions of signed-in users: a JWT access token (ACCESS_TOKEN_TTL) and an opaque refresh token
 * (REFRESH_TOKEN_TTL) stored only as its sha256, rotated on every refresh, revoked on logout and on password change.
 * A session keeps its id (`sid` of its access tokens) through rotations; an access token is accepted only while its
 * session is live (`isLive`), so logout and a password change end the session's access tokens at once. A refresh token
 * presented again after its rotation (stolen, or replayed) ends its whole session: the thief's pair and the rightful
 * holder's alike, who then signs in again.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { UserRecord } from '#src/db/types.js';
import { notAuthenticated } from '#src/lib/errors.js';
import { securityEvent } from '#src/lib/security-log.js';
import { sessionOf } from '#src/repositories/sessions.js';
import { comparePassword, hashPasswordOffThread } from './password-hasher.js';
import { msg } from '#src/i18n/messages.js';

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface AccessClaims {
  sub: string;
  sid: number;
  typ: 'access';
  /**
   * The instance of the data the session lives in (DbMeta.instance_id): a token of one sandbox, or of the data before
   * a reset, is refused elsewhere even when a session id matches; a token without it, everywhere.
   */
  wid: string;
}

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

export class Sessions {
  constructor(private readonly app: FastifyInstance) {}

  /** Whether the session `sid` of `userId` is signed in: neither logged out, nor revoked, nor expired. */
  isLive(sessionId: number, userId: number): boolean {
    const r = this.app.repos.sessions.currentToken(sessionId);
    return (
      r !== undefined &&
      r.user_id === userId &&
      r.revoked_at === null &&
      r.expires_at > this.app.clock.nowSeconds()
    );
  }

  /** Issues a token pair for a user (a new session, or the next of a rotated one); resolves once stored durably. */
  async issue(user: UserRecord, sessionId?: number): Promise<TokenPair> {
    const { repos, config, clock } = this.app;
    const refresh = `rt_${randomBytes(32).toString('base64url')}`;
    const t = clock.nowSeconds();
    const stored = repos.sessions.issue(
      { user_id: user.id, hash: sha256(refresh), expires_at: t + config.refreshTokenTtl },
      t,
      sessionId,
    );
    repos.users.markActivated(user, clock.nowMs());
    repos.sessions.prune(t);
    await repos.commit();
    return { access: this.signAccess(user.id, sessionOf(stored)), refresh };
  }

  signAccess(userId: number, sessionId: number): string {
    const claims: AccessClaims = {
      sub: String(userId),
      sid: sessionId,
      typ: 'access',
      wid: this.app.repos.instanceId(),
    };
    return this.app.jwt.sign(claims, {
      expiresIn: `${this.app.config.accessTokenTtl}s`,
      clockTimestamp: this.app.clock.nowMs(),
    });
  }

  /**
   * The live record of a refresh token. A revoked one whose session still has a live token was rotated (logout and a
   * password change end a session whole): presented again, it ends that session first.
   */
  private async find(refresh: string, ip: string) {
    const { repos, clock } = this.app;
    const rec = repos.sessions.byHash(sha256(refresh));
    if (
      rec &&
      rec.revoked_at !== null &&
      repos.sessions.endSession(sessionOf(rec), clock.nowSeconds())
    ) {
      securityEvent(this.app.log, 'invalid-token', 'refused credential: a rotated refresh token', {
        ip,
        reason: 'refresh token reused after its rotation: its session ended',
        session: sessionOf(rec),
      });
      await repos.commit();
    }
    if (!rec || rec.revoked_at !== null || rec.expires_at <= this.app.clock.nowSeconds())
      throw notAuthenticated(msg('auth.refresh_token_invalid'));
    return rec;
  }

  /** Rotates: the old refresh token stops working (and ends the session if it comes again), a new pair is issued. */
  async rotate(refresh: string, ip: string): Promise<TokenPair> {
    const rec = await this.find(refresh, ip);
    const user = this.app.repos.users.byId(rec.user_id);
    if (!user) throw notAuthenticated(msg('auth.refresh_token_invalid'));
    this.app.repos.sessions.revoke(rec, this.app.clock.nowSeconds());
    return this.issue(user, sessionOf(rec));
  }

  /**
   * Backend variant `access_only_refresh`: a new access token for the session of a valid refresh token, which stays as
   * it is (no rotation), as a backend without refresh-token rotation answers.
   */
  async renewAccess(refresh: string, ip: string): Promise<{ access: string }> {
    const rec = await this.find(refresh, ip);
    if (!this.app.repos.users.byId(rec.user_id))
      throw notAuthenticated(msg('auth.refresh_token_invalid'));
    return { access: this.signAccess(rec.user_id, sessionOf(rec)) };
  }

  /** Logout: ends the session of the refresh token (it must belong to the caller), access tokens included. */
  async revoke(refresh: string, userId: number, ip: string): Promise<void> {
    const rec = await this.find(refresh, ip);
    if (rec.user_id !== userId) throw notAuthenticated(msg('auth.refresh_token_other_user'));
    this.app.repos.sessions.endSession(sessionOf(rec), this.app.clock.nowSeconds());
    await this.app.repos.commit();
  }

  /** Password change: every other session of the user is signed out (their access tokens stop at once). */
  revokeOthers(userId: number, keepSessionId: number | null): void {
    this.app.repos.sessions.endOtherSessions(userId, keepSessionId, this.app.clock.nowSeconds());
  }
}

/** bcrypt comparison in the hasher's worker threads (password-hasher.ts), never on the event loop. */
export async function verifyPassword(user: UserRecord, password: string): Promise<boolean> {
  return comparePassword(password, user.password_hash);
}

export function hashPassword(password: string, rounds: number): Promise<string> {
  return hashPasswordOffThread(password, rounds);
}

export { sha256 };
