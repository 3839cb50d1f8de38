import { defineConfig } from '@playwright/test';
import type { Lang } from './e2e/fixtures';
import { browser, languages, reporter } from './playwright.shared';

/**
 * The smoke suite (e2e/smoke.spec.ts) against any deployment of the console: `E2E_BASE_URL=<the console's URL>` (a path
 * such as https://example.org/console/ included), no control plane needed. Without E2E_BASE_URL it starts the mock
 * serving a fresh build on E2E_PORT (e2e/serve.mjs), like the full suite.
 */
const port = Number(process.env.E2E_PORT ?? 5220);
const given = process.env.E2E_BASE_URL;
// relative page paths ('login') resolve under the console's base path only with a trailing slash
const baseURL = given ? (given.endsWith('/') ? given : `${given}/`) : `http://127.0.0.1:${port}/`;
const tag = `${new URL(baseURL).port || 'default'}`;

export default defineConfig<{ lang: Lang }>({
  testDir: './e2e',
  testMatch: 'smoke.spec.ts',
  outputDir: `./e2e/.artifacts/smoke-results-${tag}`,
  // the walk only reads (and signs in): its zh and en runs may go side by side (E2E_SMOKE_WORKERS=2)
  workers: Number(process.env.E2E_SMOKE_WORKERS ?? 1),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: reporter(`./e2e/.artifacts/smoke-report-${tag}`),
  use: { ...browser, baseURL },
  projects: languages,
  webServer: given
    ? undefined
    : {
        command: 'node e2e/serve.mjs',
        url: `${baseURL}login`,
        reuseExistingServer: !process.env.CI,
        timeout: 120_000,
        stdout: 'ignore',
        stderr: 'pipe',
        env: { E2E_PORT: String(port) },
      },
});
