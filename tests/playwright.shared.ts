import type { PlaywrightTestConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';
import type { Lang } from './e2e/fixtures';

/**
 * What the e2e configurations share (playwright.config.ts: the full suite against the mock; playwright.smoke.config.ts:
 * the smoke suite against any deployment): Debian's Chromium (/usr/bin/chromium, never downloaded), one worker, every
 * test in a `zh` and an `en` project.
 */
export const browser: PlaywrightTestConfig<{ lang: Lang }>['use'] = {
  // A failed test keeps its trace (actions, DOM snapshots, network, console) but not the screencast: recording the
  // screencast of every test costs ~20 % of the suite's time on a 2-core machine; the failure screenshot stays below.
  trace: { mode: 'retain-on-failure', screenshots: false },
  screenshot: 'only-on-failure',
  launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
};

export const languages: NonNullable<PlaywrightTestConfig<{ lang: Lang }>['projects']> = [
  { name: 'zh', use: { browserName: 'chromium', lang: 'zh', locale: 'zh-CN' } },
  { name: 'en', use: { browserName: 'chromium', lang: 'en', locale: 'en-US' } },
];

export const reporter = (dir: string): PlaywrightTestConfig['reporter'] =>
  process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: dir }]] : 'list';
