import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/chromium';
import type { Lang } from './e2e/fixtures';

/**
 * End-to-end tests of the console in Debian's Chromium (/usr/bin/chromium; never downloaded) against the mock server,
 * which serves the built web app and the API on one port (e2e/serve.mjs). Every flow runs in Chinese and in English.
 */
const port = Number(process.env.E2E_PORT ?? 5220);
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig<{ lang: Lang }>({
  testDir: './e2e',
  // per port, so that runs on other ports (other checkouts' servers) never share artifacts
  outputDir: `./e2e/.artifacts/results-${port}`,
  // one mock server with one state: tests that change it run one at a time
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: `./e2e/.artifacts/report-${port}` }]]
    : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    { name: 'zh', use: { browserName: 'chromium', lang: 'zh', locale: 'zh-CN' } },
    { name: 'en', use: { browserName: 'chromium', lang: 'en', locale: 'en-US' } },
  ],
  webServer: {
    command: 'node e2e/serve.mjs',
    url: `${baseURL}/__mock__/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(port) },
  },
});
