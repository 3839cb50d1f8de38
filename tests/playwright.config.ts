import { defineConfig } from '@playwright/test';
import type { Lang } from './e2e/fixtures';
import { browser, freePort, languages, mockServer, reporter, suite } from './playwright.shared';

/**
 * End-to-end tests of the console in Chromium's headless shell against the mock server, which serves the built console
 * and the API on one port (playwright.shared.ts). Every flow runs in Chinese, what English changes in English too, each
 * test in a sandbox of its own. `pnpm test:e2e` (turbo) builds both first; E2E_PORT=<port> uses a server of yours
 * already listening there.
 */
const yours = Boolean(process.env.E2E_PORT);
// chosen once in the runner's main process; the workers inherit it
process.env.E2E_PORT ??= String(await freePort());
const port = Number(process.env.E2E_PORT);

/**
 * What runs in English too (ADR 0161): every screen's layout at every width (English texts are longer), the journeys of
 * each kind of person, the workbench, and the settings of language and date.
 */
const ENGLISH =
  /e2e\/(screens\/.*|readonly-member|chinese-reader|keyboard|slow-network|deep-link|simulator|preferences|layout)\.spec\.ts$/;

export default defineConfig<{ lang: Lang; sandboxed: boolean }>({
  testDir: './e2e',
  outputDir: './e2e/.artifacts/results',
  // 3 workers on the 2-core machines: a test often waits (the mock's clock, exports, network idle), ADR 0087
  workers: Number(process.env.E2E_WORKERS ?? 3),
  ...suite,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: reporter('./e2e/.artifacts/report'),
  use: { ...browser, baseURL: `http://127.0.0.1:${port}`, sandboxed: true },
  // the smoke walk runs in the deployments (playwright.deploy.config.ts), five times: not a sixth time here; English runs
  // what its texts can change, the flows run in zh, the default (ADR 0161)
  projects: languages.map((p) => ({
    ...p,
    testIgnore: /smoke\.spec\.ts$/,
    ...(p.name === 'en' ? { testMatch: ENGLISH } : {}),
  })),
  webServer: { ...mockServer(port), reuseExistingServer: yours },
});
