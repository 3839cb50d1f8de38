/**
 * Sessions of signed-in users: a JWT access token (ACCESS_TOKEN_TTL) and an opaque refresh token
 * (REFRESH_TOKEN_TTL) stored only as its sha256, rotated on every refresh, revoked on logout and on password change.
 * A session keeps its id (`sid` of its access tokens) through rotations; an access token is accepted only while its
 * session is live (`isLive`), so logout and a password change end the session's access tokens at once.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RefreshTokenRecord, UserRecord } from '#src/db/types.js';
import { notAuthenticated } from '#src/lib/errors.js';
import { comparePassword, hashPasswordOffThread } from './password-hasher.js';

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
   * a reset, is refused elsewhere even when a session id matches.
   */
  wid?: string;
}

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

const sessionOf = (r: RefreshTokenRecord): number => r.session_id ?? r.id;

export class Sessions {
  constructor(private readonly app: FastifyInstance) {}

  private current(sessionId: number): RefreshTokenRecord | undefined {
    return this.app.repos.sessionToken(sessionId);
  }

  /** Whether the session `sid` of `userId` is signed in: neither logged out, nor revoked, nor expired. */
  isLive(sessionId: number, userId: number): boolean {
    const r = this.current(sessionId);
    return (
      r !== undefined &&
      r.user_id === userId &&
      r.revoked_at === null &&
      r.expires_at > this.app.clock.nowSeconds()
    );
  }

  /** Issues a token pair for a user (a new session, or the next of a rotated one); resolves once stored durably. */
  async issue(user: UserRecord, sessionId?: number): Promise<TokenPair> {
    const { repos, config } = this.app;
    const refresh = `rt_${randomBytes(32).toString('base64url')}`;
    const id = repos.nextId('refreshTokens');
    const sid = sessionId ?? id;
    const t = this.app.clock.nowSeconds();
    repos.add('refreshTokens', {
      id,
      session_id: sid,
      user_id: user.id,
      hash: sha256(refresh),
      expires_at: t + config.refreshTokenTtl,
      revoked_at: null,
      created_at: t,
    });
    if (user.activate_time === null) {
      user.activate_time = new Date().toISOString();
      repos.save('users', user);
    }
    this.prune();
    await repos.commit();
    return { access: this.signAccess(user.id, sid), refresh };
  }

  signAccess(userId: number, sessionId: number): string {
    const claims: AccessClaims = {
      sub: String(userId),
      sid: sessionId,
      typ: 'access',
      wid: this.app.repos.instanceId(),
    };
    return this.app.jwt.sign(claims, { expiresIn: `${this.app.config.accessTokenTtl}s` });
  }

  private find(refresh: string) {
    const hash = sha256(refresh);
    const rec = this.app.repos.find('refreshTokens', (r) => r.hash === hash);
    if (!rec || rec.revoked_at !== null || rec.expires_at <= this.app.clock.nowSeconds())
      throw notAuthenticated('The refresh token is invalid, expired or revoked');
    return rec;
  }

  /** Rotates: the old refresh token stops working, a new pair is issued. */
  async rotate(refresh: string): Promise<TokenPair> {
    const rec = this.find(refresh);
    const user = this.app.repos.user(rec.user_id);
    if (!user) throw notAuthenticated('The refresh token is invalid, expired or revoked');
    rec.revoked_at = this.app.clock.nowSeconds();
    this.app.repos.save('refreshTokens', rec);
    return this.issue(user, sessionOf(rec));
  }

  /**
   * Backend variant `access_only_refresh`: a new access token for the session of a valid refresh token, which stays as
   * it is (no rotation), as a backend without refresh-token rotation answers.
   */
  renewAccess(refresh: string): { access: string } {
    const rec = this.find(refresh);
    if (!this.app.repos.user(rec.user_id))
      throw notAuthenticated('The refresh token is invalid, expired or revoked');
    return { access: this.signAccess(rec.user_id, sessionOf(rec)) };
  }

  /** Logout: ends the session of the refresh token (it must belong to the caller), access tokens included. */
  async revoke(refresh: string, userId: number): Promise<void> {
    const rec = this.find(refresh);
    if (rec.user_id !== userId) throw notAuthenticated('The refresh token belongs to another user');
    const t = this.app.clock.nowSeconds();
    for (const r of this.app.repos.all('refreshTokens'))
      if (sessionOf(r) === sessionOf(rec) && r.revoked_at === null) {
        r.revoked_at = t;
        this.app.repos.save('refreshTokens', r);
      }
    await this.app.repos.commit();
  }

  /** Password change: every other session of the user is signed out (their access tokens stop at once). */
  revokeOthers(userId: number, keepSessionId: number | null): void {
    const t = this.app.clock.nowSeconds();
    for (const r of this.app.repos.all('refreshTokens'))
      if (r.user_id === userId && sessionOf(r) !== keepSessionId && r.revoked_at === null) {
        r.revoked_at = t;
        this.app.repos.save('refreshTokens', r);
      }
  }

  /** Drops refresh tokens that expired or were revoked more than a day ago, so the db stays small. */
  private prune(): void {
    const limit = this.app.clock.nowSeconds() - 86400;
    if (this.app.repos.all('refreshTokens').length < 200) return;
    this.app.repos.remove(
      'refreshTokens',
      (r) => !(r.expires_at > limit && (r.revoked_at === null || r.revoked_at > limit)),
    );
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
