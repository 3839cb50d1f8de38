/**
 * The mock server in-process for the security tests: built as if started with a given environment (NODE_ENV, secrets,
 * switches), with its warn-level log lines captured, and small helpers to sign in and call it.
 */
import { createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';

/** The mock's build(); imported by name so that this package's typecheck does not compile the mock's sources. */
const MOCK_APP = '@iot/mock-server/src/app.ts';
type Build = (opts: {
  config?: Record<string, unknown>;
  logger?: unknown;
  clock?: ManualClock;
}) => Promise<FastifyInstance>;
const { build } = (await import(/* @vite-ignore */ MOCK_APP)) as { build: Build };

/** A clock that stands still until moved: the server's time in a test (src/lib/clock.ts). */
export interface ManualClock {
  nowMs: () => number;
  nowSeconds: () => number;
  nowIso: () => string;
  advance: (seconds: number) => void;
}
const MOCK_CLOCK = '@iot/mock-server/src/lib/clock.ts';
export const { manualClock } = (await import(/* @vite-ignore */ MOCK_CLOCK)) as {
  manualClock: (startSeconds: number) => ManualClock;
};

/** A JWT secret long enough for production mode. */
export const STRONG_SECRET = 'security-suite-signing-secret-0123456789abcdef';

export interface LogLine {
  level: number;
  msg: string;
  [key: string]: unknown;
}

export interface MockOptions {
  /** Environment variables while the mock reads its configuration (undefined removes one). */
  env?: Record<string, string | undefined>;
  /** Overrides of the configuration (as the mock's own tests pass them). */
  config?: Record<string, unknown>;
  /** Receives every log line at warn level and above. */
  logs?: LogLine[];
  /** The server's clock (the system's unless given). */
  clock?: ManualClock;
}

/** The mock's instance with the settings it decorates (what the tests read of them). */
export type MockApp = FastifyInstance & {
  config: { host: string; controlToken: string | null };
  /** The worlds (src/worlds/sandboxes.ts): a visitor's sandbox by name, running code inside one, the list. */
  worlds: {
    sandbox: (name: string) => Promise<object>;
    run: <T>(world: object, fn: () => T) => T;
    list: () => { name: string }[];
  };
};

/** Builds and readies the mock with `env` applied to process.env while it starts (restored afterwards). */
export async function startMock(opts: MockOptions = {}): Promise<MockApp> {
  const saved = new Map<string, string | undefined>();
  for (const [key, value] of Object.entries(opts.env ?? {})) {
    saved.set(key, process.env[key]);
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  const logs = opts.logs;
  try {
    const app = await build({
      config: { bcryptRounds: 4, webDist: '/nonexistent/web-dist', ...opts.config },
      clock: opts.clock,
      logger: logs
        ? {
            level: 'warn',
            stream: { write: (line: string) => logs.push(JSON.parse(line) as LogLine) },
          }
        : false,
    });
    await app.ready();
    return app as MockApp;
  } finally {
    for (const [key, value] of saved) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

/** A fresh temporary directory (for a database on disk), removed by the returned function. */
export function tempDir(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'iot-security-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export interface Envelope<T = unknown> {
  success: boolean;
  data: T;
  error: { code: string; message: string; fields?: Record<string, string[]> } | null;
}

export const envelope = <T = unknown>(res: LightMyRequestResponse): Envelope<T> =>
  res.json<Envelope<T>>();

export function signInRequest(
  username: string,
  /** Every seeded account's password is `<username>123456` (docs/demo-data.md). */
  password = `${username}123456`,
  address = '127.0.0.1',
): InjectOptions {
  return {
    method: 'POST',
    url: '/api/v2/account/login/',
    payload: { username, password },
    remoteAddress: address,
  };
}

export interface Session {
  access: string;
  refresh: string;
  headers: (org?: string) => Record<string, string>;
}

/** The mock's own test helper: signs a seeded account in (its password from the seed), or throws. */
const MOCK_HELPERS = '@iot/mock-server/src/testing/helpers.ts';
const helpers = (await import(/* @vite-ignore */ MOCK_HELPERS)) as {
  login: (app: FastifyInstance, username: string) => Promise<Session>;
  /** The session a sign-in answer holds; throws when the sign-in failed. */
  sessionOf: (res: LightMyRequestResponse, username: string) => Session;
};
export const signIn = helpers.login;
const sessionOf = helpers.sessionOf;

export const b64url = (value: unknown): string =>
  Buffer.from(JSON.stringify(value)).toString('base64url');

/** A JWT with `claims`, signed HS256 with `secret` (a forgery, or a token the server itself could have signed). */
export function hs256(claims: Record<string, unknown>, secret: string): string {
  const head = b64url({ alg: 'HS256', typ: 'JWT' });
  const body = b64url(claims);
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

/** The claims of a JWT (not verified). */
export function claimsOf(jwt: string): Record<string, unknown> {
  const payload = jwt.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * The public demo as README.md and docs/security.md ("Running a public demo safely") start it: `npm start`
 * (production) on loopback behind a proxy on the same machine, a reset every hour (which also gives every visitor who
 * signs in a sandbox of their own, by cookie), the proxy's X-Forwarded-For trusted by its address; its database on disk
 * at `dbPath` (the directory is created by the server). Requests injected from 127.0.0.1 come through that proxy.
 */
const PUBLIC_DEMO_ENV: Record<string, string | undefined> = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  MOCK_RESET_EVERY: '1h',
  TRUST_PROXY: '127.0.0.1',
  JWT_SECRET: undefined,
  MOCK_CONTROL: undefined,
  MOCK_CONTROL_TOKEN: undefined,
};

export function startPublicDemo(
  dbPath: string,
  opts: Omit<MockOptions, 'env'> & { env?: MockOptions['env'] } = {},
): Promise<MockApp> {
  return startMock({ ...opts, env: { ...PUBLIC_DEMO_ENV, MOCK_DB: dbPath, ...opts.env } });
}

/**
 * The public demo for the tests of one file: started (its database in a directory of its own) before them, closed and
 * its directory removed after them. `demo.app` is the running server.
 */
export function usePublicDemo(opts: Omit<MockOptions, 'env'> & { env?: MockOptions['env'] } = {}) {
  const tmp = tempDir();
  let app: MockApp | null = null;
  beforeAll(async () => {
    app = await startPublicDemo(join(tmp.dir, 'db.json'), opts);
  });
  afterAll(async () => {
    await app?.close();
    tmp.remove();
  });
  return {
    dir: tmp.dir,
    get app(): MockApp {
      if (!app) throw new Error('the public demo starts in beforeAll');
      return app;
    },
  };
}

/**
 * A browser's visit: every request sends the cookies earlier answers set (the visitor's sandbox cookie among them); with
 * an `address`, as the proxy on loopback forwards it (X-Forwarded-For). An English browser: the tests read messages in en.
 */
export interface Visitor {
  inject: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  /** Signs a seeded account in within this visit. */
  signIn: (username: string) => Promise<Session>;
  cookies: Map<string, string>;
}

export function visitor(app: FastifyInstance, address?: string): Visitor {
  const cookies = new Map<string, string>();
  const inject = async (opts: InjectOptions): Promise<LightMyRequestResponse> => {
    const cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await app.inject({
      ...opts,
      headers: {
        'accept-language': 'en',
        ...(address ? { 'x-forwarded-for': address } : {}),
        ...opts.headers,
        ...(cookie ? { cookie } : {}),
      },
    });
    for (const c of res.cookies) cookies.set(c.name, c.value);
    return res;
  };
  const signIn = async (username: string) =>
    sessionOf(await inject(signInRequest(username)), username);
  return { inject, signIn, cookies };
}

/** Signs the visit in as demo and creates a project of `name` in its world; resolves with the headers that read it. */
export async function ownProject(visit: Visitor, name: string): Promise<Record<string, string>> {
  const headers = (await visit.signIn('demo')).headers('demo-farm');
  const res = await visit.inject({
    method: 'POST',
    url: '/api/v2/projects/',
    headers,
    payload: { name },
  });
  if (res.statusCode !== 201) throw new Error(`project ${name}: ${res.statusCode} ${res.body}`);
  return headers;
}
