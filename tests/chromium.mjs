// Debian's Chromium for every browser the tests and benchmarks start (never Playwright's own download): its paths and
// the flags of a quiet, sandbox-free headless run. CHROMIUM_PATH overrides both paths.
//
// - The suites (e2e, smoke, deployments) run in Debian's build of Chromium's headless shell (package
//   chromium-headless-shell, same version as chromium): the browser Playwright itself runs headless tests in. On the
//   2-core machine it opens a page for a quarter of the full browser's CPU (0.2 against 0.8 CPU-s) and runs the e2e
//   suite for about 25 % less (docs/testing.md#wall-time-of-the-e2e-step-issue-15).
// - The screen walk, the 10,000-device check and the benchmarks keep the full browser people run.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const HEADLESS_SHELL_PATH =
  process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
