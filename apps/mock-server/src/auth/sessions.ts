/**
 * Sessions of signed-in users: a JWT access token (ACCESS_TOKEN_TTL) and an opaque refresh token
 * (REFRESH_TOKEN_TTL) stored only as its sha256, rotated on every refresh, revoked on logout and on password change.
 */
import { createHash, randomBytes } from 'node:crypto';
import bcrypt from 'bcryptjs';
import type { FastifyInstance } from 'fastify';
import type { UserRecord } from '../db/types.js';
import { notAuthenticated } from '../lib/errors.js';

export interface TokenPair {
  access: string;
  refresh: string;
}

export interface AccessClaims {
  sub: string;
  sid: number;
  typ: 'access';
}

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');
const now = (): number => Math.floor(Date.now() / 1000);

export class Sessions {
  constructor(private readonly app: FastifyInstance) {}

  /** Issues a token pair for a user; resolves once the refresh token is stored durably. */
  async issue(user: UserRecord): Promise<TokenPair> {
    const { store, config } = this.app;
    const refresh = `rt_${randomBytes(32).toString('base64url')}`;
    const id = store.nextId('refreshTokens');
    const t = now();
    store.data.refreshTokens.push({
      id,
      user_id: user.id,
      hash: sha256(refresh),
      expires_at: t + config.refreshTokenTtl,
      revoked_at: null,
      created_at: t,
    });
    if (user.activate_time === null) user.activate_time = new Date().toISOString();
    this.prune();
    await store.commit();
    return { access: this.signAccess(user.id, id), refresh };
  }

  signAccess(userId: number, sessionId: number): string {
    const claims: AccessClaims = { sub: String(userId), sid: sessionId, typ: 'access' };
    return this.app.jwt.sign(claims, { expiresIn: `${this.app.config.accessTokenTtl}s` });
  }

  private find(refresh: string) {
    const hash = sha256(refresh);
    const rec = this.app.store.data.refreshTokens.find((r) => r.hash === hash);
    if (!rec || rec.revoked_at !== null || rec.expires_at <= now())
      throw notAuthenticated('The refresh token is invalid, expired or revoked');
    return rec;
  }

  /** Rotates: the old refresh token stops working, a new pair is issued. */
  async rotate(refresh: string): Promise<TokenPair> {
    const rec = this.find(refresh);
    const user = this.app.repos.user(rec.user_id);
    if (!user) throw notAuthenticated('The refresh token is invalid, expired or revoked');
    rec.revoked_at = now();
    return this.issue(user);
  }

  /**
   * Backend variant `access_only_refresh`: a new access token for the session of a valid refresh token, which stays as
   * it is (no rotation), as a backend without refresh-token rotation answers.
   */
  renewAccess(refresh: string): { access: string } {
    const rec = this.find(refresh);
    if (!this.app.repos.user(rec.user_id))
      throw notAuthenticated('The refresh token is invalid, expired or revoked');
    return { access: this.signAccess(rec.user_id, rec.id) };
  }

  /** Logout: revokes the refresh token (it must belong to the caller). */
  async revoke(refresh: string, userId: number): Promise<void> {
    const rec = this.find(refresh);
    if (rec.user_id !== userId) throw notAuthenticated('The refresh token belongs to another user');
    rec.revoked_at = now();
    await this.app.store.commit();
  }

  /** Password change: every other session of the user is signed out. */
  revokeOthers(userId: number, keepSessionId: number | null): void {
    const t = now();
    for (const r of this.app.store.data.refreshTokens)
      if (r.user_id === userId && r.id !== keepSessionId && r.revoked_at === null) r.revoked_at = t;
  }

  /** Drops refresh tokens that expired or were revoked more than a day ago, so the db stays small. */
  private prune(): void {
    const limit = now() - 86400;
    const list = this.app.store.data.refreshTokens;
    if (list.length < 200) return;
    this.app.store.data.refreshTokens = list.filter(
      (r) => r.expires_at > limit && (r.revoked_at === null || r.revoked_at > limit),
    );
  }
}

export async function verifyPassword(user: UserRecord, password: string): Promise<boolean> {
  return bcrypt.compare(password, user.password_hash);
}

export function hashPassword(password: string, rounds: number): Promise<string> {
  return bcrypt.hash(password, rounds);
}

export { sha256 };
