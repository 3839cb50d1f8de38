import { defineConfig } from '@playwright/test';
import type { Lang } from './e2e/fixtures';
import { browser, freePort, languages, mockServer, reporter, suite } from './playwright.shared';

/**
 * The smoke suite (e2e/smoke.spec.ts) against any deployment of the console: `E2E_BASE_URL=<the console's URL>` (a path
 * such as https://example.org/console/ included), no control plane needed. Without E2E_BASE_URL it starts the mock
 * serving the built console, like the full suite.
 */
const given = process.env.E2E_BASE_URL;
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);
// relative page paths ('login') resolve under the console's base path only with a trailing slash
const baseURL = given ? given.replace(/\/?$/, '/') : `http://127.0.0.1:${port}/`;

export default defineConfig<{ lang: Lang }>({
  testDir: './e2e',
  testMatch: 'smoke.spec.ts',
  outputDir: './e2e/.artifacts/smoke-results',
  // the walk only reads (and signs in): its zh and en runs may go side by side (E2E_SMOKE_WORKERS=2)
  workers: Number(process.env.E2E_SMOKE_WORKERS ?? 1),
  ...suite,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: reporter('./e2e/.artifacts/smoke-report'),
  use: { ...browser, baseURL },
  projects: languages,
  webServer: given ? undefined : mockServer(port),
});
