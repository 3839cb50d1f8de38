/** Settings of the mock server, read from the environment once per build() (options override them, for tests). */
import { createHash } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseVariants, type Variants } from './variants/variants.js';

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
  /** Backend variants at start (MOCK_VARIANTS; docs/mock-server.md#backend-variants). */
  variants: Variants;
  /**
   * Origins allowed to call the API from a browser (MOCK_CORS_ORIGINS, comma-separated, or `*`): a console served from
   * another origin (docs/deployment.md). Empty: no CORS headers.
   */
  corsOrigins: string[];
}

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
    // PORT; else MOCK_PORT, the port root `pnpm dev` points the console's dev server at (apps/web/vite.config.ts)
    port: num(env.PORT, num(env.MOCK_PORT, 3000)),
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
    variants: parseVariants(env.MOCK_VARIANTS),
    corsOrigins: (env.MOCK_CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
  };
  return { ...base, ...overrides };
}
