/**
 * A visitor's id (docs/decisions/0099-signed-visitor-ids.md): 128 random bits, given out by the server in a cookie as
 * `<id>.<HMAC-SHA256 of the id under the server's key>`. Only a value whose signature checks names a sandbox
 * (`visitor-<id>`); anything else — a name someone chose, a forged or cut value — names none. The cookie is
 * `__Host-mock_sandbox` (Secure, so no other site or plain-http page can set it) on a secure request, `mock_sandbox` on
 * plain http, where a browser refuses a Secure cookie; each is read only on requests of its own kind.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const PLAIN_COOKIE = 'mock_sandbox';
const SECURE_COOKIE = `__Host-${PLAIN_COOKIE}`;

export class VisitorIds {
  constructor(private readonly key: Buffer = randomBytes(32)) {}

  private signature(id: string): string {
    return createHmac('sha256', this.key).update(id).digest('base64url');
  }

  /** A new id and the cookie value that carries it. */
  issue(): { sandbox: string; value: string } {
    const id = randomBytes(16).toString('base64url');
    return { sandbox: sandboxOf(id), value: `${id}.${this.signature(id)}` };
  }

  /** The sandbox a cookie value names, or null when the server did not sign it. */
  sandbox(value: string | undefined): string | null {
    const dot = value?.indexOf('.') ?? -1;
    if (!value || dot <= 0) return null;
    const id = value.slice(0, dot);
    // the text itself is compared: base64url's last character carries bits a decoder ignores
    const given = Buffer.from(value.slice(dot + 1));
    const expected = Buffer.from(this.signature(id));
    return given.length === expected.length && timingSafeEqual(given, expected)
      ? sandboxOf(id)
      : null;
  }
}

const sandboxOf = (id: string): string => `visitor-${id}`;

/** The name of the visitor cookie on a request that is (or is not) secure. */
export const visitorCookieName = (secure: boolean): string =>
  secure ? SECURE_COOKIE : PLAIN_COOKIE;

/** The Set-Cookie value that gives a visitor `value`. */
export const visitorCookie = (value: string, secure: boolean): string =>
  secure
    ? `${SECURE_COOKIE}=${value}; Path=/; HttpOnly; Secure; SameSite=Lax`
    : `${PLAIN_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax`;
