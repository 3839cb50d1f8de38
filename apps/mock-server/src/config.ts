/**
 * Settings of the mock server: every environment variable with its default and bounds in one schema (zod), read once
 * per build() (options override them, for tests). Nothing else in src/ reads process.env. A value out of bounds stops
 * the start with a ConfigError naming the variable. Secrets are resolved afterwards by src/secrets.ts (docs/security.md).
 */
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import {
  flag,
  list,
  loopbackHost,
  oneOf,
  proxies,
  Refusal,
  text,
  variable,
  whole,
  type Read,
} from '#src/lib/env-values.js';
import { assertTimeZone } from '#src/simulation/time.js';
import { NO_VARIANTS, parseVariants, type Variants } from '#src/variants/variants.js';

export const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const REPO_ROOT = resolve(PACKAGE_ROOT, '../..');

/** A setting that cannot work; the server does not start (server.ts prints the message). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * bcrypt cost of stored passwords unless BCRYPT_ROUNDS says otherwise.
 * @public scripts/build-server.mjs imports it from the built dist/config.js to hash the seeded passwords with it.
 */
export const DEFAULT_BCRYPT_ROUNDS = 10;
const RESET_EVERY_MIN = 60;
const RESET_EVERY_MAX = 30 * 86400;
const MB = 1024 * 1024;
const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };

/** MOCK_RESET_EVERY: seconds, or a number with s, m, h or d ("30m", "1h"); between a minute and 30 days; 0: never. */
const period: Read<number | null> = (v) => {
  if (v === '0') return null;
  const m = /^(\d+)\s*([smhd]?)$/i.exec(v);
  const seconds = m ? Number(m[1]) * (UNIT_SECONDS[(m[2] || 's').toLowerCase()] ?? 1) : NaN;
  return seconds >= RESET_EVERY_MIN && seconds <= RESET_EVERY_MAX
    ? seconds
    : new Refusal('expected a period between 60 s and 30 days (e.g. 3600, 30m, 1h, 1d)');
};
const timeZone: Read<string> = (v) => {
  try {
    assertTimeZone(v);
    return v;
  } catch {
    return new Refusal('expected an IANA time zone such as Asia/Shanghai');
  }
};
const variants: Read<Variants> = (v) => {
  try {
    return parseVariants(v);
  } catch (err) {
    return new Refusal((err as Error).message.replace(/^MOCK_VARIANTS: /, ''));
  }
};

/** Every variable the server reads: name, how it is read and its default (undefined: decided in `settingsOf`). */
const ENV = z.object({
  NODE_ENV: variable(text, 'development'),
  /** the port; else MOCK_PORT, where root `pnpm dev` points the console's dev server (apps/web/vite.config.ts) */
  PORT: variable(whole(0, 65535), undefined),
  MOCK_PORT: variable(whole(0, 65535), 3000),
  /** loopback unless HOST says otherwise: exposing the server is a decision (docs/security.md) */
  HOST: variable(text, '127.0.0.1'),
  MOCK_DB: variable(text, join(PACKAGE_ROOT, '.data/db.json')),
  MOCK_DATA_DIR: variable(text, undefined),
  MOCK_SEED: variable(text, 'demo'),
  MOCK_SCALE: variable(oneOf('default', 'large'), 'default'),
  ACCESS_TOKEN_TTL: variable(whole(1, 365 * 86400), 900),
  REFRESH_TOKEN_TTL: variable(whole(1, 365 * 86400), 7 * 86400),
  JWT_SECRET: variable(text, null),
  MOCK_STRICT_RESPONSES: variable(flag, undefined),
  BCRYPT_ROUNDS: variable(whole(4, 31), DEFAULT_BCRYPT_ROUNDS),
  BCRYPT_WORKERS: variable(whole(1, 256), Math.max(1, availableParallelism() - 1)),
  LOGIN_MAX_FAILURES: variable(whole(1), 10),
  LOGIN_MAX_FAILURES_PER_ADDRESS: variable(whole(1), 30),
  LOGIN_WINDOW_MS: variable(whole(1), 60_000),
  TRUST_PROXY: variable(proxies, false),
  MOCK_CSP_API_ORIGINS: variable(list, []),
  MOCK_CSP_ASSETS_ORIGINS: variable(list, []),
  MOCK_CSP_MONITOR_ORIGINS: variable(list, []),
  MOCK_FRAME_ANCESTORS: variable(list, []),
  WEB_DIST: variable(text, join(REPO_ROOT, 'apps/web/dist')),
  MOCK_ASSETS_DIR: variable(text, join(PACKAGE_ROOT, 'assets')),
  MOCK_REBOOT_SECONDS: variable(whole(0, 86400), 10),
  MOCK_TZ: variable(timeZone, 'Asia/Shanghai'),
  MOCK_CONTROL: variable(flag, undefined),
  MOCK_CONTROL_TOKEN: variable(text, null),
  MOCK_RESET_EVERY: variable(period, null),
  MOCK_ALLOW_PRIVATE_TARGETS: variable(flag, false),
  MOCK_FORWARD_TIMEOUT_MS: variable(whole(1), 5000),
  MOCK_FORWARD_TENANT_TIMEOUT_MS: variable(whole(1), 30_000),
  MOCK_FORWARD_CONCURRENCY: variable(whole(1, 1024), 8),
  MOCK_FORWARD_INTERVAL: variable(whole(1), 60),
  MOCK_EXPORT_QUEUE_PER_ORG: variable(whole(1), 4),
  MOCK_EXPORT_QUEUE_TOTAL: variable(whole(1), 64),
  MOCK_EXPORT_QUOTA_MB: variable(whole(1, 1024 * 1024), 64),
  MOCK_EXPORT_DISK_MB: variable(whole(1, 1024 * 1024), 512),
  MOCK_EXPORT_RETENTION_HOURS: variable(whole(1), 7 * 24),
  MOCK_EXPORT_CHUNK_DELAY_MS: variable(whole(0, 60_000), undefined),
  MOCK_EXPORT_DIR: variable(text, null),
  MOCK_DOWNLOAD_TTL: variable(whole(1), 600),
  MOCK_DOWNLOAD_SECRET: variable(text, null),
  /** 0 turns the limit off (the benchmarks' load generator) */
  MOCK_RATE_LIMIT: variable(whole(0), 1200),
  MOCK_VARIANTS: variable(variants, { ...NO_VARIANTS }),
  MOCK_CORS_ORIGINS: variable(list, []),
  MOCK_SANDBOX_MAX: variable(whole(0, 10_000), undefined),
  MOCK_SANDBOX_IDLE_MINUTES: variable(whole(1), 30),
  MOCK_SANDBOX_ACTIVE_MINUTES: variable(whole(0, 24 * 60), 10),
  MOCK_SANDBOX_NEW_PER_MINUTE: variable(whole(1), 10),
  MOCK_SANDBOX_NEW_AT_ONCE: variable(whole(1, 256), 4),
  MOCK_SANDBOX_COOKIE: variable(flag, undefined),
  LOG_LEVEL: variable(
    oneOf('fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'),
    undefined,
  ),
  /** set by vitest: every commit is checked against the changes the repositories recorded (src/db/store.ts) */
  VITEST: variable(text, null),
});

/** Settings that cannot work together, which no single variable tells. */
const CHECKED_ENV = ENV.superRefine((e, ctx) => {
  // a hop count believes whoever connects: only where nobody but the proxy on this machine can (ADR 0149)
  if (typeof e.TRUST_PROXY === 'number' && e.TRUST_PROXY > 0 && !loopbackHost(e.HOST))
    ctx.addIssue({
      code: 'custom',
      path: ['TRUST_PROXY'],
      message: `a number of hops believes X-Forwarded-For from whoever connects, and HOST=${e.HOST} lets anybody connect; name the proxy’s addresses instead (TRUST_PROXY=10.0.0.5 or a CIDR), or listen on loopback behind it (HOST=127.0.0.1)`,
    });
});

/** The settings the server reads (app.config), from the variables; the field comments say which. */
function settingsOf(e: z.output<typeof ENV>, dbPath: string) {
  const production = e.NODE_ENV === 'production';
  return {
    /** `production` (NODE_ENV=production: `npm start`, the demo) or `development` (anything else: `pnpm mock`, tests). */
    mode: production ? ('production' as const) : ('development' as const),
    port: e.PORT ?? e.MOCK_PORT,
    host: e.HOST,
    /** MOCK_DB: the database file, or ':memory:' (tests). */
    dbPath,
    /** MOCK_DATA_DIR: runtime files besides the db (export CSVs, built API docs). */
    dataDir:
      e.MOCK_DATA_DIR ??
      (dbPath === ':memory:' ? join(PACKAGE_ROOT, '.data/tmp') : dirname(resolve(dbPath))),
    seed: e.MOCK_SEED,
    scale: e.MOCK_SCALE,
    logLevel: e.LOG_LEVEL ?? (production ? 'warn' : 'info'),
    accessTokenTtl: e.ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.REFRESH_TOKEN_TTL,
    /** JWT_SECRET; when unset, src/secrets.ts uses `jwt-secret` beside the database (generated on first start). */
    jwtSecret: e.JWT_SECRET as string | null,
    /** Fail loudly (500) when a reply breaks the document; off in the demo (then it logs, checking one body in 64). */
    strictResponses: e.MOCK_STRICT_RESPONSES ?? !production,
    bcryptRounds: e.BCRYPT_ROUNDS,
    bcryptWorkers: e.BCRYPT_WORKERS,
    loginMaxFailures: e.LOGIN_MAX_FAILURES,
    loginMaxFailuresPerAddress: e.LOGIN_MAX_FAILURES_PER_ADDRESS,
    loginWindowMs: e.LOGIN_WINDOW_MS,
    /** TRUST_PROXY: whose X-Forwarded-For decides a request's address (false: the socket's). */
    trustProxy: e.TRUST_PROXY as boolean | number | string[],
    cspOrigins: {
      api: e.MOCK_CSP_API_ORIGINS,
      assets: e.MOCK_CSP_ASSETS_ORIGINS,
      monitor: e.MOCK_CSP_MONITOR_ORIGINS,
      frameAncestors: e.MOCK_FRAME_ANCESTORS,
    },
    webDist: e.WEB_DIST,
    assetsDir: e.MOCK_ASSETS_DIR,
    rebootSeconds: e.MOCK_REBOOT_SECONDS,
    tz: e.MOCK_TZ,
    /** /__mock__ control plane: on in development, off in production unless MOCK_CONTROL=1. */
    control: e.MOCK_CONTROL ?? !production,
    controlToken: e.MOCK_CONTROL_TOKEN as string | null,
    /** The token is this server's own (no MOCK_CONTROL_TOKEN): the banner prints it. */
    controlTokenGenerated: false,
    /** Where this server keeps its own control token, for the console's dev server and local scripts (src/secrets.ts). */
    controlTokenFile: null as string | null,
    resetEverySeconds: e.MOCK_RESET_EVERY,
    allowPrivateTargets: e.MOCK_ALLOW_PRIVATE_TARGETS,
    forwardTimeoutMs: e.MOCK_FORWARD_TIMEOUT_MS,
    forwardTenantTimeoutMs: e.MOCK_FORWARD_TENANT_TIMEOUT_MS,
    forwardConcurrency: e.MOCK_FORWARD_CONCURRENCY,
    forwardIntervalSeconds: e.MOCK_FORWARD_INTERVAL,
    /** Forwarding rounds run on their timer, except under NODE_ENV=test (tests run one through the control plane). */
    forwardOnTimer: e.NODE_ENV !== 'test',
    exportQueuePerOrg: e.MOCK_EXPORT_QUEUE_PER_ORG,
    exportQueueTotal: e.MOCK_EXPORT_QUEUE_TOTAL,
    exportQuotaPerOrgBytes: e.MOCK_EXPORT_QUOTA_MB * MB,
    exportDiskQuotaBytes: e.MOCK_EXPORT_DISK_MB * MB,
    exportRetentionSeconds: e.MOCK_EXPORT_RETENTION_HOURS * 3600,
    exportChunkDelayMs: e.MOCK_EXPORT_CHUNK_DELAY_MS ?? (e.NODE_ENV === 'test' ? 0 : 100),
    /** MOCK_EXPORT_DIR: where the main world's export CSVs go (null: `exports` in dataDir). */
    exportDir: e.MOCK_EXPORT_DIR as string | null,
    downloadTtl: e.MOCK_DOWNLOAD_TTL,
    /** MOCK_DOWNLOAD_SECRET; when unset, src/secrets.ts draws one per start (links die with a restart). */
    downloadSecret: e.MOCK_DOWNLOAD_SECRET as string | null,
    rateLimitPerMinute: e.MOCK_RATE_LIMIT,
    variants: e.MOCK_VARIANTS,
    corsOrigins: e.MOCK_CORS_ORIGINS.map((origin) => origin.replace(/\/+$/, '')),
    sandboxMax: e.MOCK_SANDBOX_MAX ?? (e.MOCK_SCALE === 'large' ? 8 : 100),
    sandboxIdleSeconds: e.MOCK_SANDBOX_IDLE_MINUTES * 60,
    /** A sandbox used within this time is never dropped to make room: a new visitor is turned away (503) instead. */
    sandboxActiveSeconds: e.MOCK_SANDBOX_ACTIVE_MINUTES * 60,
    /** New visitor sandboxes per client address and minute (429 beyond). */
    sandboxNewPerMinute: e.MOCK_SANDBOX_NEW_PER_MINUTE,
    /** Sandboxes being created at once (each copies the seed; 503 beyond). */
    sandboxNewAtOnce: e.MOCK_SANDBOX_NEW_AT_ONCE,
    /** Every visitor who signs in gets a sandbox, kept by a cookie (on by default in a public demo: MOCK_RESET_EVERY). */
    sandboxCookie: e.MOCK_SANDBOX_COOKIE ?? e.MOCK_RESET_EVERY !== null,
    verifyCommits: e.VITEST !== null,
  };
}

export type MockConfig = ReturnType<typeof settingsOf>;

/** The settings of `env`, with `overrides` on top; throws ConfigError naming every variable that cannot work. */
export function loadConfig(
  overrides: Partial<MockConfig> = {},
  env: NodeJS.ProcessEnv = process.env,
): MockConfig {
  const parsed = CHECKED_ENV.safeParse(env);
  if (!parsed.success)
    throw new ConfigError(
      parsed.error.issues
        .map((i) => `${String(i.path[0])}="${env[String(i.path[0])]}": ${i.message}`)
        .join('; '),
    );
  return { ...settingsOf(parsed.data, overrides.dbPath ?? parsed.data.MOCK_DB), ...overrides };
}

/** The environment of a child process: this one's with `extra` on top. */
export const childEnvironment = (extra: Record<string, string>): NodeJS.ProcessEnv => ({
  ...process.env,
  ...extra,
});
