/** The access tokens whose signature the guard already checked (src/auth/authenticate.ts). */
import type { AccessClaims } from './sessions.js';

const VERIFIED_JWTS_MAX = 4096;

export type VerifiedClaims = AccessClaims & { exp: number };

/**
 * Access tokens whose signature was checked, keyed by their exact text, with their claims. A repeated request skips
 * the HMAC and the sha256 that fast-jwt's own cache computes for every lookup; the expiry is still checked on each
 * use (an expired token goes back to the verifier, which answers token_expired). Oldest entries go first.
 */
export class VerifiedJwts {
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
