/**
 * The sign-in limiter (docs/security.md): every attempt is counted before the password is checked, in one synchronous
 * step, against two fixed windows of LOGIN_WINDOW_MS —
 * - per account and address (LOGIN_MAX_FAILURES, default 10): guessing one account's password from one place;
 * - per address (LOGIN_MAX_FAILURES_PER_ADDRESS, default 30): spraying one password over many usernames.
 * An attempt past either limit is refused without a password check (429 with Retry-After). A successful sign-in gives
 * its count back, so only failures use up the limits, and the right password from another address still gets in while
 * an attacker's address is locked out. Pure bookkeeping: no framework, the caller passes the time.
 */

export interface ThrottleLimits {
  maxPerAccount: number;
  maxPerAddress: number;
  windowMs: number;
}

interface Window {
  start: number;
  count: number;
  /** The lockout of this window was reported already. */
  reported: boolean;
}

/** What a successful sign-in gives back. */
export interface Ticket {
  keys: string[];
  start: number[];
}

export type Attempt =
  | { allowed: true; ticket: Ticket }
  | {
      allowed: false;
      retryAfterMs: number;
      /** The first refusal of this window (the caller logs one lockout line per window). */
      firstRefusal: boolean;
      /** Which limit refused it. */
      scope: 'account' | 'address';
    };

/** Upper bound of tracked keys (memory); expired windows are swept first, then the oldest dropped. */
const MAX_KEYS = 100_000;

/** Sign-ins of one address whose password is being checked at once (a few tabs, an office behind one address). */
const CHECKS_PER_ADDRESS = 4;

export class LoginThrottle {
  private readonly windows = new Map<string, Window>();
  private readonly checking = new Map<string, number>();

  constructor(private readonly limits: ThrottleLimits) {}

  private current(key: string, now: number): Window {
    let w = this.windows.get(key);
    if (!w || now - w.start >= this.limits.windowMs) {
      if (w) this.windows.delete(key);
      w = { start: now, count: 0, reported: false };
      this.remember(key, w, now);
    }
    return w;
  }

  private remember(key: string, w: Window, now: number): void {
    if (this.windows.size >= MAX_KEYS) {
      for (const [k, old] of this.windows)
        if (now - old.start >= this.limits.windowMs) this.windows.delete(k);
      while (this.windows.size >= MAX_KEYS) {
        const oldest = this.windows.keys().next().value;
        if (oldest === undefined) break;
        this.windows.delete(oldest);
      }
    }
    this.windows.set(key, w);
  }

  /**
   * Counts an attempt of `username` from `address`, or refuses it. `scope` counts apart (a test harness's sandbox:
   * docs/decisions/0080-one-sign-in-limiter.md); everybody else shares the empty one.
   */
  attempt(username: string, address: string, now: number, scope = ''): Attempt {
    const prefix = scope ? `${scope}#` : '';
    const accountKey = `${prefix}account:${username.trim().toLowerCase()}|${address}`;
    const addressKey = `${prefix}address:${address}`;
    const account = this.current(accountKey, now);
    const byAddress = this.current(addressKey, now);
    const refusedBy: [Window, 'account' | 'address'] | null =
      account.count >= this.limits.maxPerAccount
        ? [account, 'account']
        : byAddress.count >= this.limits.maxPerAddress
          ? [byAddress, 'address']
          : null;
    if (refusedBy) {
      const [w, scope] = refusedBy;
      const firstRefusal = !w.reported;
      w.reported = true;
      return {
        allowed: false,
        retryAfterMs: Math.max(1, w.start + this.limits.windowMs - now),
        firstRefusal,
        scope,
      };
    }
    account.count++;
    byAddress.count++;
    return {
      allowed: true,
      ticket: { keys: [accountKey, addressKey], start: [account.start, byAddress.start] },
    };
  }

  /** A successful sign-in: its attempt is not counted (in windows that are still the same). */
  succeeded(ticket: Ticket): void {
    ticket.keys.forEach((key, i) => {
      const w = this.windows.get(key);
      if (w && w.start === ticket.start[i] && w.count > 0) w.count--;
    });
  }

  /**
   * A password check of `address` begins, unless CHECKS_PER_ADDRESS of its checks are under way (false): one address
   * never holds more of the hashing queue than that (docs/decisions/0150-short-hashing-queue.md). `scope` as for
   * `attempt`. Each `true` is followed by one `checkDone`.
   */
  checkStarts(address: string, scope = ''): boolean {
    const key = `${scope}#${address}`;
    const n = this.checking.get(key) ?? 0;
    if (n >= CHECKS_PER_ADDRESS) return false;
    this.checking.set(key, n + 1);
    return true;
  }

  checkDone(address: string, scope = ''): void {
    const key = `${scope}#${address}`;
    const n = (this.checking.get(key) ?? 1) - 1;
    if (n > 0) this.checking.set(key, n);
    else this.checking.delete(key);
  }

  /** Forgets every count (a reset of the mock), or those of one scope. */
  clear(scope?: string): void {
    if (scope === undefined) return this.windows.clear();
    for (const key of [...this.windows.keys()])
      if (key.startsWith(`${scope}#`)) this.windows.delete(key);
  }
}
