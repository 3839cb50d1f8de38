/** Test helpers: an in-memory app per test file and signed-in headers for the seeded accounts. */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { build, type BuildOptions } from '#src/app.js';
import type { MockConfig } from '#src/config.js';

export async function testApp(
  config: Partial<MockConfig> = {},
  opts: BuildOptions = {},
): Promise<FastifyInstance> {
  // Hermetic: no built web app unless a test names one (config.webDist).
  const app = await build({
    ...opts,
    config: { dbPath: ':memory:', bcryptRounds: 4, webDist: '/nonexistent/web-dist', ...config },
  });
  await app.ready();
  return app;
}

const PASSWORDS: Record<string, string> = {
  demo: 'demo123456',
  viewer: 'viewer123456',
  outsider: 'outsider123456',
  wangfang: 'wangfang123456',
  zhangwei: 'zhangwei123456',
  emily: 'emily123456',
  zhaolei: 'zhaolei123456',
  wx_lihua: 'wx_lihua123456',
};

/** Asks for English messages (the server answers Chinese by default): for tests that read what a message says. */
export const ENGLISH = { 'accept-language': 'en' } as const;

export interface Session {
  access: string;
  refresh: string;
  headers: (org?: string) => Record<string, string>;
}

export async function login(app: FastifyInstance, username: string): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/account/login/',
    payload: { username, password: PASSWORDS[username] ?? `${username}123456` },
  });
  return sessionOf(res, username);
}

/**
 * The session a sign-in answer holds; throws when the sign-in failed.
 * @public tests/security/support/mock.ts imports it by a computed path.
 */
export function sessionOf(res: LightMyRequestResponse, username: string): Session {
  if (res.statusCode !== 200) throw new Error(`login ${username}: ${res.statusCode} ${res.body}`);
  const { access, refresh } = res.json().data.token as { access: string; refresh: string };
  return {
    access,
    refresh,
    headers: (org) => ({
      authorization: `Bearer ${access}`,
      ...(org ? { 'x-org-slug': org } : {}),
    }),
  };
}

export function body<T = unknown>(
  res: LightMyRequestResponse,
): {
  success: boolean;
  data: T;
  error: { code: string; message: string; fields?: Record<string, string[]> } | null;
} {
  return res.json();
}

/** The headers that run a request in sandbox `name`: X-Mock-Sandbox with the control token (tests and CI). */
export const sandboxHeaders = (app: FastifyInstance, name: string): Record<string, string> => ({
  'x-mock-sandbox': name,
  'x-mock-control-token': app.config.controlToken ?? '',
});

/** A call of the /__mock__ control plane with its token and, for a change, a JSON body (`{}` unless given). */
export function controlCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  const options: InjectOptions = {
    method,
    url: `/__mock__/${path}`,
    headers: { 'x-mock-control-token': app.config.controlToken ?? '' },
  };
  if (method !== 'GET') options.payload = payload ?? {};
  return app.inject(options);
}
