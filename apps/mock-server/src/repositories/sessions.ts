/**
 * Sessions of signed-in users, as their refresh tokens: a session (one sign-in) keeps its id through every rotation of
 * its refresh token; it ends when its tokens are revoked or expire. Tokens are stored as their sha256 only.
 */
import type { RefreshTokenRecord } from '#src/db/types.js';
import { Index } from './indexes.js';
import type { Table } from './table.js';

/** Refresh tokens are pruned once there are this many. */
const PRUNE_FROM = 200;

/** The session of a refresh token (records written before sessions had ids: the token's own id). */
export const sessionOf = (r: RefreshTokenRecord): number => r.session_id ?? r.id;

export type NewRefreshToken = Pick<RefreshTokenRecord, 'user_id' | 'hash' | 'expires_at'>;

export class SessionsRepository {
  /** The current refresh token of each session: the live one, else the newest. */
  private readonly current: Index<Map<number, RefreshTokenRecord>>;

  constructor(private readonly tokens: Table<'refreshTokens'>) {
    this.current = new Index(tokens, () => {
      const bySession = new Map<number, RefreshTokenRecord>();
      for (const r of tokens.rows) {
        const known = bySession.get(sessionOf(r));
        if (!known || known.revoked_at !== null) bySession.set(sessionOf(r), r);
      }
      return bySession;
    });
  }

  /** The current refresh token of a session (sign-in): the live one, else the newest. */
  currentToken(sessionId: number): RefreshTokenRecord | undefined {
    return this.current.value.get(sessionId);
  }

  byHash(hash: string): RefreshTokenRecord | undefined {
    return this.tokens.rows.find((r) => r.hash === hash);
  }

  /** Stores a refresh token of a new session, or (`sessionId`) the next one of a rotated session. */
  issue(fields: NewRefreshToken, now: number, sessionId?: number): RefreshTokenRecord {
    const id = this.tokens.nextId();
    return this.tokens.insert({
      id,
      session_id: sessionId ?? id,
      ...fields,
      revoked_at: null,
      created_at: now,
    });
  }

  /** The refresh token stops working (rotation). */
  revoke(token: RefreshTokenRecord, now: number): void {
    this.tokens.update(token, { revoked_at: now });
  }

  /** Logout (or a rotated token presented again): every live refresh token of the session stops; false when none was. */
  endSession(sessionId: number, now: number): boolean {
    return this.revokeWhere((r) => sessionOf(r) === sessionId, now) > 0;
  }

  /** Password change: every other session of the user ends. */
  endOtherSessions(userId: number, keepSessionId: number | null, now: number): void {
    this.revokeWhere((r) => r.user_id === userId && sessionOf(r) !== keepSessionId, now);
  }

  /** Drops refresh tokens that expired or were revoked more than a day ago, so the db stays small. */
  prune(now: number): void {
    if (this.tokens.rows.length < PRUNE_FROM) return;
    const limit = now - 86400;
    this.tokens.delete(
      (r) => !(r.expires_at > limit && (r.revoked_at === null || r.revoked_at > limit)),
    );
  }

  /** Every session of these users goes (their accounts are removed). */
  deleteOf(userIds: ReadonlySet<number>): void {
    this.tokens.delete((r) => userIds.has(r.user_id));
  }

  /** Revokes the live refresh tokens `which` selects; returns how many. */
  private revokeWhere(which: (r: RefreshTokenRecord) => boolean, now: number): number {
    const live = this.tokens.rows.filter((r) => r.revoked_at === null && which(r));
    for (const r of live) r.revoked_at = now;
    this.tokens.changed(...live);
    return live.length;
  }
}
