import type { PlaywrightTestConfig, TraceMode } from '@playwright/test';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from './chromium.mjs';
import type { Lang } from './e2e/fixtures';

/**
 * What the e2e configurations share (playwright.config.ts: the full suite against the mock; playwright.smoke.config.ts:
 * the smoke suite against any deployment): Debian's build of Chromium's headless shell (tests/chromium.mjs, never
 * downloaded), every test in a `zh` and an `en` project.
 */
export const browser: PlaywrightTestConfig<{ lang: Lang }>['use'] = {
  // No trace unless asked for (`--trace retain-on-failure`, or E2E_TRACE=retain-on-failure): recording one (a DOM
  // snapshot at every action) cost 20 % of the suite's CPU on the 2-core machine (auth.spec.ts: 70 against 57 CPU-s),
  // and a CI run keeps none of its files. A failed test keeps its screenshot.
  trace: (process.env.E2E_TRACE as TraceMode | undefined) ?? 'off',
  screenshot: 'only-on-failure',
  launchOptions: { executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS },
};

export const languages: NonNullable<PlaywrightTestConfig<{ lang: Lang }>['projects']> = [
  { name: 'zh', use: { browserName: 'chromium', lang: 'zh', locale: 'zh-CN' } },
  { name: 'en', use: { browserName: 'chromium', lang: 'en', locale: 'en-US' } },
];

export const reporter = (dir: string): PlaywrightTestConfig['reporter'] =>
  process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: dir }]] : 'list';
