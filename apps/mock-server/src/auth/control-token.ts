/**
 * The control token (MOCK_CONTROL_TOKEN): the credential of the /__mock__ control plane; sign-in also reads it to give
 * a test harness's sandbox limits of its own (docs/decisions/0018-sign-in-limiter-across-worlds.md).
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export const CONTROL_TOKEN_HEADER = 'x-mock-control-token';

const digest = (s: string): Buffer => createHash('sha256').update(s).digest();

// The configured token stays the same for the server's life: its digest is made once, not on every request.
let configured: { token: string; digest: Buffer } | null = null;
function configuredDigest(token: string): Buffer {
  if (configured?.token !== token) configured = { token, digest: digest(token) };
  return configured.digest;
}

/** Whether a request's X-Mock-Control-Token header is `token` (compared in constant time). */
export function hasControlToken(given: unknown, token: string | null): boolean {
  return (
    typeof given === 'string' &&
    given !== '' &&
    token !== null &&
    timingSafeEqual(digest(given), configuredDigest(token))
  );
}
