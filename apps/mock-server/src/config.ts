/**
 * Settings of the mock server, read from the environment once per build() (options override them, for tests).
 * Secrets (JWT signing secret, control-plane token) are resolved afterwards by src/secrets.ts; see docs/security.md.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CspOrigins } from '#src/lib/csp.js';
import { parseVariants, type Variants } from '#src/variants/variants.js';

export const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(PACKAGE_ROOT, '../..');

/** A setting that cannot work; the server does not start (server.ts prints the message). */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * `production` (NODE_ENV=production: `npm start`, the demo) or `development` (anything else: `pnpm mock`, tests).
 * Production turns the control plane off unless enabled and refuses weak secrets (docs/security.md).
 */
export type MockMode = 'development' | 'production';

export interface MockConfig {
  mode: MockMode;
  port: number;
  host: string;
  /** lowdb file, or ':memory:' (tests). */
  dbPath: string;
  seed: string;
  scale: 'default' | 'large';
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** JWT_SECRET; when unset, src/secrets.ts uses `jwt-secret` beside the database (generated on first start). */
  jwtSecret: string | null;
  /** Fail loudly (500) when a reply breaks the document; off in the demo (then it only logs). */
  strictResponses: boolean;
  /** bcrypt cost of password hashes. */
  bcryptRounds: number;
  /** Failed sign-ins per account and address within the window before 429 (LOGIN_MAX_FAILURES). */
  loginMaxFailures: number;
  /** Failed sign-ins per address within the window before 429, whatever the usernames (LOGIN_MAX_FAILURES_PER_ADDRESS). */
  loginMaxFailuresPerAddress: number;
  loginWindowMs: number;
  /**
   * TRUST_PROXY: whose X-Forwarded-For decides a request's address (the sign-in limiter counts per address): unset,
   * nobody (the socket's address); a number, that many proxy hops; otherwise a comma-separated list of addresses/CIDRs.
   */
  trustProxy: boolean | number | string[];
  /** Origins the documents' CSP admits besides their own (MOCK_CSP_*_ORIGINS, MOCK_FRAME_ANCESTORS; comma-separated). */
  cspOrigins: CspOrigins;
  /** Directory of the built web app served on the same port (when it exists). */
  webDist: string;
  /** Directory of static images served under /assets/. */
  assetsDir: string;
  /** Seconds a reboot keeps a device offline. */
  rebootSeconds: number;
  tz: string;
  /** /__mock__ control plane: on in development, off in production unless MOCK_CONTROL=1. */
  control: boolean;
  /** MOCK_CONTROL_TOKEN, sent as X-Mock-Control-Token; in development generated at start when unset (src/secrets.ts). */
  controlToken: string | null;
  /** The token was generated at start (no MOCK_CONTROL_TOKEN): the banner prints it. */
  controlTokenGenerated: boolean;
  /** Where a generated control token was written for local scripts (src/secrets.ts); null otherwise. */
  controlTokenFile: string | null;
  /** MOCK_RESET_EVERY: back to the seed every this many seconds, on multiples of it (a public demo); null: never. */
  resetEverySeconds: number | null;
  /** Directory for runtime files besides the db (export CSVs, built API docs). */
  dataDir: string;
  /**
   * Development switch (MOCK_ALLOW_PRIVATE_TARGETS=1): forwarders may send to loopback and private hosts, for local
   * receivers in tests. Off by default: only public hosts; this server itself is refused either way (src/net/egress.ts).
   */
  allowPrivateTargets: boolean;
  /** How long a forwarder POST may take (MOCK_FORWARD_TIMEOUT_MS, default 5000). */
  forwardTimeoutMs: number;
  /** How long one organization's forwarding round may take, retries included (MOCK_FORWARD_TENANT_TIMEOUT_MS). */
  forwardTenantTimeoutMs: number;
  /** Organizations forwarded side by side (MOCK_FORWARD_CONCURRENCY). */
  forwardConcurrency: number;
  /** Export tasks waiting or running per organization, and in all (MOCK_EXPORT_QUEUE_PER_ORG, _TOTAL): then 429. */
  exportQueuePerOrg: number;
  exportQueueTotal: number;
  /** Bytes of export files kept per organization, and in all (MOCK_EXPORT_QUOTA_MB, MOCK_EXPORT_DISK_MB). */
  exportQuotaPerOrgBytes: number;
  exportDiskQuotaBytes: number;
  /** Seconds an export task and its file are kept (MOCK_EXPORT_RETENTION_HOURS, default 7 days). */
  exportRetentionSeconds: number;
  /** Pause per 500 CSV rows, so an export's progress can be watched (MOCK_EXPORT_CHUNK_DELAY_MS; 0 in tests). */
  exportChunkDelayMs: number;
  /** API requests per minute per client address before 429 (MOCK_RATE_LIMIT, default 1200). */
  rateLimitPerMinute: number;
  /** Backend variants at start (MOCK_VARIANTS; docs/mock-server.md#backend-variants). */
  variants: Variants;
  /**
   * Origins allowed to call the API from a browser (MOCK_CORS_ORIGINS, comma-separated, or `*`): a console served from
   * another origin (docs/deployment.md). Empty: no CORS headers.
   */
  corsOrigins: string[];
  /** Sandboxes at once (MOCK_SANDBOX_MAX; default 100, 8 at the large scale); 0 turns sandboxes off. */
  sandboxMax: number;
  /** A sandbox unused this long is dropped (MOCK_SANDBOX_IDLE_MINUTES, default 30), in seconds. */
  sandboxIdleSeconds: number;
  /**
   * Every visitor gets a sandbox of their own through a cookie (MOCK_SANDBOX_COOKIE; on by default in a public demo,
   * i.e. with MOCK_RESET_EVERY).
   */
  sandboxCookie: boolean;
}

const MB = 1024 * 1024;
const num = (v: string | undefined, d: number): number => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) ? n : d;
};
const flag = (v: string | undefined, d: boolean): boolean =>
  v === undefined || v === '' ? d : !['0', 'false', 'off', 'no'].includes(v.toLowerCase());
const text = (v: string | undefined): string | null => (v === undefined || v === '' ? null : v);

const UNIT_SECONDS: Record<string, number> = { s: 1, m: 60, h: 3600, d: 86400 };
/** bcrypt cost of stored passwords unless BCRYPT_ROUNDS says otherwise (the build hashes the seeded ones with it). */
export const DEFAULT_BCRYPT_ROUNDS = 10;
export const RESET_EVERY_MIN = 60;
export const RESET_EVERY_MAX = 30 * 86400;

/** MOCK_RESET_EVERY: seconds, or a number with s, m, h or d ("30m", "1h"); between a minute and 30 days. */
export function parseResetEvery(v: string | undefined): number | null {
  if (v === undefined || v.trim() === '' || v.trim() === '0') return null;
  const m = /^(\d+)\s*([smhd]?)$/i.exec(v.trim());
  const seconds = m ? Number(m[1]) * (UNIT_SECONDS[(m[2] || 's').toLowerCase()] ?? 1) : NaN;
  if (!(seconds >= RESET_EVERY_MIN && seconds <= RESET_EVERY_MAX))
    throw new ConfigError(
      `MOCK_RESET_EVERY="${v}" is not a period between 60 s and 30 days (e.g. 3600, 30m, 1h, 1d)`,
    );
  return seconds;
}

const list = (v: string | undefined): string[] =>
  (v ?? '')
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean);

function parseTrustProxy(v: string | undefined): boolean | number | string[] {
  if (v === undefined || v.trim() === '') return false;
  if (/^\d+$/.test(v.trim())) return Number(v.trim());
  return list(v);
}

export function loadConfig(
  overrides: Partial<MockConfig> = {},
  env: NodeJS.ProcessEnv = process.env,
): MockConfig {
  const dbPath = overrides.dbPath ?? env.MOCK_DB ?? join(PACKAGE_ROOT, '.data/db.json');
  const seed = overrides.seed ?? env.MOCK_SEED ?? 'demo';
  const dataDir =
    overrides.dataDir ??
    env.MOCK_DATA_DIR ??
    (dbPath === ':memory:' ? join(PACKAGE_ROOT, '.data/tmp') : dirname(resolve(dbPath)));
  const mode: MockMode = env.NODE_ENV === 'production' ? 'production' : 'development';
  const base: MockConfig = {
    mode,
    // PORT; else MOCK_PORT, the port root `pnpm dev` points the console's dev server at (apps/web/vite.config.ts)
    port: num(env.PORT, num(env.MOCK_PORT, 3000)),
    // loopback unless HOST says otherwise: exposing the server is a decision (docs/security.md)
    host: text(env.HOST) ?? '127.0.0.1',
    dbPath,
    seed,
    scale: env.MOCK_SCALE === 'large' ? 'large' : 'default',
    accessTokenTtl: num(env.ACCESS_TOKEN_TTL, 900),
    refreshTokenTtl: num(env.REFRESH_TOKEN_TTL, 7 * 86400),
    jwtSecret: text(env.JWT_SECRET),
    strictResponses: flag(env.MOCK_STRICT_RESPONSES, mode !== 'production'),
    bcryptRounds: num(env.BCRYPT_ROUNDS, DEFAULT_BCRYPT_ROUNDS),
    loginMaxFailures: num(env.LOGIN_MAX_FAILURES, 10),
    loginMaxFailuresPerAddress: num(env.LOGIN_MAX_FAILURES_PER_ADDRESS, 30),
    loginWindowMs: num(env.LOGIN_WINDOW_MS, 60_000),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    cspOrigins: {
      api: list(env.MOCK_CSP_API_ORIGINS),
      assets: list(env.MOCK_CSP_ASSETS_ORIGINS),
      monitor: list(env.MOCK_CSP_MONITOR_ORIGINS),
      frameAncestors: list(env.MOCK_FRAME_ANCESTORS),
    },
    webDist: env.WEB_DIST ?? join(REPO_ROOT, 'apps/web/dist'),
    assetsDir: env.MOCK_ASSETS_DIR ?? join(PACKAGE_ROOT, 'assets'),
    rebootSeconds: num(env.MOCK_REBOOT_SECONDS, 10),
    tz: env.MOCK_TZ ?? 'Asia/Shanghai',
    control: flag(env.MOCK_CONTROL, mode !== 'production'),
    controlToken: text(env.MOCK_CONTROL_TOKEN),
    controlTokenGenerated: false,
    controlTokenFile: null,
    resetEverySeconds: parseResetEvery(env.MOCK_RESET_EVERY),
    dataDir,
    allowPrivateTargets: flag(env.MOCK_ALLOW_PRIVATE_TARGETS, false),
    forwardTimeoutMs: num(env.MOCK_FORWARD_TIMEOUT_MS, 5000),
    forwardTenantTimeoutMs: num(env.MOCK_FORWARD_TENANT_TIMEOUT_MS, 30_000),
    forwardConcurrency: num(env.MOCK_FORWARD_CONCURRENCY, 8),
    exportQueuePerOrg: num(env.MOCK_EXPORT_QUEUE_PER_ORG, 4),
    exportQueueTotal: num(env.MOCK_EXPORT_QUEUE_TOTAL, 64),
    exportQuotaPerOrgBytes: num(env.MOCK_EXPORT_QUOTA_MB, 64) * MB,
    exportDiskQuotaBytes: num(env.MOCK_EXPORT_DISK_MB, 512) * MB,
    exportRetentionSeconds: num(env.MOCK_EXPORT_RETENTION_HOURS, 7 * 24) * 3600,
    exportChunkDelayMs: num(env.MOCK_EXPORT_CHUNK_DELAY_MS, env.NODE_ENV === 'test' ? 0 : 100),
    rateLimitPerMinute: num(env.MOCK_RATE_LIMIT, 1200),
    variants: parseVariants(env.MOCK_VARIANTS),
    sandboxMax: num(env.MOCK_SANDBOX_MAX, env.MOCK_SCALE === 'large' ? 8 : 100),
    sandboxIdleSeconds: num(env.MOCK_SANDBOX_IDLE_MINUTES, 30) * 60,
    sandboxCookie: flag(env.MOCK_SANDBOX_COOKIE, parseResetEvery(env.MOCK_RESET_EVERY) !== null),
    corsOrigins: (env.MOCK_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  };
  return { ...base, ...overrides };
}
