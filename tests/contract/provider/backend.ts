/**
 * What the provider states need from the server under test: its public API (as a given user) and, for the mock, its
 * /__mock__ control plane. Plain HTTP, so that the same code drives the mock or, where it makes sense, a real backend.
 */
import { createHmac } from 'node:crypto';

export interface Tokens {
  access: string;
  refresh: string;
}

/** Passwords of the seeded accounts (apps/mock-server seed; a real backend's test accounts must match them). */
export const PASSWORDS: Record<string, string> = {
  demo: 'demo123456',
  viewer: 'viewer123456',
  outsider: 'outsider123456',
};

export class Backend {
  constructor(readonly url: string) {}

  async request<T>(
    method: string,
    path: string,
    opts: { token?: string; org?: string | null; body?: unknown } = {},
  ): Promise<{ status: number; data: T }> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    if (opts.org !== null) headers['X-Org-Slug'] = opts.org ?? 'demo-farm';
    if (opts.body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${this.url}${path}`, {
      method,
      headers,
      ...(opts.body !== undefined ? { body: JSON.stringify(opts.body) } : {}),
    });
    const text = await res.text();
    let parsed: { data?: T } = {};
    try {
      parsed = text ? (JSON.parse(text) as { data?: T }) : {};
    } catch {
      parsed = {};
    }
    return { status: res.status, data: parsed.data as T };
  }

  /** A successful call's data, or an error naming the call and the answer. */
  async ok<T>(
    method: string,
    path: string,
    opts: { token?: string; org?: string | null; body?: unknown } = {},
  ): Promise<T> {
    const res = await this.request<T>(method, path, opts);
    if (res.status >= 300)
      throw new Error(`state set-up: ${method} ${path} answered ${res.status}`);
    return res.data;
  }

  async signIn(username: string): Promise<Tokens> {
    const password = PASSWORDS[username];
    if (!password) throw new Error(`state set-up: no password known for ${username}`);
    const data = await this.ok<{ token: Tokens }>('POST', '/api/v2/account/login/', {
      org: null,
      body: { username, password },
    });
    return data.token;
  }

  /** POST to the mock's control plane (/__mock__/...), with the token of MOCK_CONTROL_TOKEN and a JSON body. */
  async control<T = unknown>(path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.url}/__mock__/${path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Mock-Control-Token': process.env.MOCK_CONTROL_TOKEN ?? '',
      },
      body: JSON.stringify(body ?? {}),
    });
    const text = await res.text();
    if (!res.ok)
      throw new Error(
        `control plane: POST /__mock__/${path} answered ${res.status} ${text.slice(0, 200)}`,
      );
    const parsed = text ? (JSON.parse(text) as { data?: T }) : {};
    return (parsed.data ?? parsed) as T;
  }
}

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

/** The same claims as `access`, re-signed (HS256, `secret`) with an expiry in the past: an expired access token. */
export function expiredCopy(access: string, secret: string): string {
  const [, payload] = access.split('.');
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
  const now = Math.floor(Date.now() / 1000);
  const body = b64url(JSON.stringify({ ...claims, iat: now - 3600, exp: now - 60 }));
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}
