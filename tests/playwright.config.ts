import { randomBytes } from 'node:crypto';
import { defineConfig } from '@playwright/test';
import type { Lang } from './e2e/fixtures';
import { browser, languages, reporter } from './playwright.shared';

/**
 * End-to-end tests of the console in Debian's Chromium (/usr/bin/chromium; never downloaded) against the mock server,
 * which serves the built web app and the API on one port (e2e/serve.mjs). Every flow runs in Chinese and in English.
 */
const port = Number(process.env.E2E_PORT ?? 5220);
// The control plane's token, chosen once here in the runner's main process: the web server (e2e/serve.mjs) and the
// workers inherit it through the environment, and the fixtures send it as X-Mock-Control-Token.
process.env.MOCK_CONTROL_TOKEN ??= randomBytes(24).toString('hex');
const baseURL = `http://127.0.0.1:${port}`;
// The smoke walk runs five times in the deployments step (tests/deploy/run.mjs: every backend variant, nginx, another
// origin; zh and en each time): not a sixth time here.
const SMOKE = /smoke\.spec\.ts$/;

export default defineConfig<{ lang: Lang; sandboxed: boolean }>({
  testDir: './e2e',
  // per port, so that runs on other ports (other checkouts' servers) never share artifacts
  outputDir: `./e2e/.artifacts/results-${port}`,
  // One mock server, a sandbox of it per test (e2e/fixtures.ts): tests run side by side without sharing state.
  // E2E_WORKERS overrides. 3 on this project's 2-core machines: a test often waits (the mock's clock, exports, network
  // idle), and beside the deployments 2 workers left 27 % of the cores idle on a fast host (213 s; 3 workers: 172 s at
  // 92 %); on a host whose cores the suite keeps busy, 3 took 301 s against 306 s (docs/testing.md).
  workers: Number(process.env.E2E_WORKERS ?? 3),
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: reporter(`./e2e/.artifacts/report-${port}`),
  use: { ...browser, baseURL, sandboxed: true },
  // The factor page's long-task budget is a figure of `pnpm bench` (tests/bench/pages.mjs), not a timing assertion here.
  projects: languages.map((p) => ({ ...p, testIgnore: SMOKE })),
  webServer: {
    command: 'node e2e/serve.mjs',
    // a page that needs no token: the console's login document
    url: `${baseURL}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
