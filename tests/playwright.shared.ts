import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { PlaywrightTestConfig, TraceMode } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './chromium.mjs';
import type { Lang } from './e2e/fixtures';

/**
 * What the Playwright configurations share (playwright.config.ts: the full suite against the mock;
 * playwright.smoke.config.ts: the smoke suite against any deployment; playwright.deploy.config.ts: the deployments):
 * Debian's build of Chromium's headless shell (tests/chromium.mjs, never downloaded), the `zh` and `en` projects, and the
 * mock server as the suites run it.
 */
export const browser: PlaywrightTestConfig<{ lang: Lang }>['use'] = {
  // No trace unless asked for (`--trace retain-on-failure`, or E2E_TRACE=retain-on-failure): recording one costs a fifth
  // of a spec's CPU and a CI run keeps none of its files (ADR 0082). A failed test keeps its screenshot.
  trace: (process.env.E2E_TRACE as TraceMode | undefined) ?? 'off',
  screenshot: 'only-on-failure',
  // A test's page lives seconds: V8's optimising compilers (Maglev, TurboFan) cost more CPU than they win back there.
  // The benchmarks and the screen walk keep them (CHROMIUM_ARGS alone): they measure what people's browsers do.
  launchOptions: {
    executablePath: HEADLESS_SHELL_PATH,
    args: [...CHROMIUM_ARGS, '--js-flags=--max-opt=1'],
  },
};

export const languages: NonNullable<PlaywrightTestConfig<{ lang: Lang }>['projects']> = [
  { name: 'zh', use: { browserName: 'chromium', lang: 'zh', locale: 'zh-CN' } },
  { name: 'en', use: { browserName: 'chromium', lang: 'en', locale: 'en-US' } },
];

/** What every suite runs with: its tests side by side, no retry, no `.only` in CI. */
export const suite = { fullyParallel: true, forbidOnly: Boolean(process.env.CI), retries: 0 };

export const reporter = (dir: string): PlaywrightTestConfig['reporter'] =>
  process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: dir }]] : 'list';

export { freePort } from './free-port.mjs';

// The control plane's token, chosen once in the runner's main process: the servers and the workers inherit it, and the
// fixtures send it as X-Mock-Control-Token.
process.env.MOCK_CONTROL_TOKEN ??= randomBytes(24).toString('hex');

/** The built console (`pnpm build`, or turbo before the browser suites). */
export const WEB_DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/** The environment of the mock as the suites run it (on `port`, in memory, control plane on, limits for one address). */
const mockEnv = (port: number): Record<string, string> => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  MOCK_DB: ':memory:',
  MOCK_CONTROL: '1',
  MOCK_CONTROL_TOKEN: process.env.MOCK_CONTROL_TOKEN ?? '',
  WEB_DIST,
  // many sign-ins from one address (the tests) must not hit the failed-login limits nor the API rate limit
  LOGIN_MAX_FAILURES: '1000',
  LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
  MOCK_RATE_LIMIT: '100000',
  BCRYPT_ROUNDS: '4',
  // the forwarder flow tests against a receiver on 127.0.0.1 (the development switch of the SSRF guard)
  MOCK_ALLOW_PRIVATE_TARGETS: '1',
  // exports finish as fast as they are written (the demo paces them so that progress can be watched)
  MOCK_EXPORT_CHUNK_DELAY_MS: '0',
});

/**
 * The built mock server (as `npm start` runs it) serving the built console and the API on one port: turbo builds both
 * before `pnpm test:e2e`, `test:e2e:smoke` and `test:deploy`. Ready when the login document answers.
 */
export const mockServer = (port: number, env: Record<string, string> = {}) => ({
  command: 'node dist/server.js',
  cwd: fileURLToPath(new URL('../apps/mock-server', import.meta.url)),
  url: `http://127.0.0.1:${port}/login`,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: { ...mockEnv(port), ...env },
});
