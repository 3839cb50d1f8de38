/** Settings of the mock server, read from the environment once per build() (options override them, for tests). */
import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = resolve(PACKAGE_ROOT, '../..');

export interface MockConfig {
  port: number;
  host: string;
  /** lowdb file, or ':memory:' (tests). */
  dbPath: string;
  seed: string;
  scale: 'default' | 'large';
  accessTokenTtl: number;
  refreshTokenTtl: number;
  jwtSecret: string;
  /** Fail loudly (500) when a reply breaks the document; off in the demo (then it only logs). */
  strictResponses: boolean;
  /** bcrypt cost of password hashes. */
  bcryptRounds: number;
  /** Failed sign-ins per username and minute before 429. */
  loginMaxFailures: number;
  loginWindowMs: number;
  /** Directory of the built web app served on the same port (when it exists). */
  webDist: string;
  /** Directory of static images served under /assets/. */
  assetsDir: string;
  /** Seconds a reboot keeps a device offline. */
  rebootSeconds: number;
  tz: string;
  /** /__mock__ control plane on (default) or off. */
  control: boolean;
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
  /** Origins allowed to call the API cross-origin (MOCK_CORS_ORIGINS, comma-separated; none by default). */
  corsOrigins: string[];
}

const MB = 1024 * 1024;
const num = (v: string | undefined, d: number): number => {
  const n = Number(v);
  return v !== undefined && v !== '' && Number.isFinite(n) ? n : d;
};
const flag = (v: string | undefined, d: boolean): boolean =>
  v === undefined || v === '' ? d : !['0', 'false', 'off', 'no'].includes(v.toLowerCase());

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
  const base: MockConfig = {
    port: num(env.PORT, 3000),
    host: env.HOST ?? '0.0.0.0',
    dbPath,
    seed,
    scale: env.MOCK_SCALE === 'large' ? 'large' : 'default',
    accessTokenTtl: num(env.ACCESS_TOKEN_TTL, 900),
    refreshTokenTtl: num(env.REFRESH_TOKEN_TTL, 7 * 86400),
    jwtSecret:
      env.JWT_SECRET ??
      createHash('sha256')
        .update(`iot-mock-jwt|${seed}|${resolve(dbPath)}`)
        .digest('hex'),
    strictResponses: flag(env.MOCK_STRICT_RESPONSES, env.NODE_ENV !== 'production'),
    bcryptRounds: num(env.BCRYPT_ROUNDS, 10),
    loginMaxFailures: num(env.LOGIN_MAX_FAILURES, 10),
    loginWindowMs: num(env.LOGIN_WINDOW_MS, 60_000),
    webDist: env.WEB_DIST ?? join(REPO_ROOT, 'apps/web/dist'),
    assetsDir: env.MOCK_ASSETS_DIR ?? join(PACKAGE_ROOT, 'assets'),
    rebootSeconds: num(env.MOCK_REBOOT_SECONDS, 10),
    tz: env.MOCK_TZ ?? 'Asia/Shanghai',
    control: flag(env.MOCK_CONTROL, true),
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
    corsOrigins: (env.MOCK_CORS_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
  };
  return { ...base, ...overrides };
}
