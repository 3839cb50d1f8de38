// Debian's Chromium for every browser the tests and benchmarks start (Playwright's own download is not reachable here).
// The suites run its headless shell (package chromium-headless-shell, the build Playwright runs headless tests in; a page
// costs a quarter of the full browser's CPU: ADR 0081); the screen walk and the benchmarks, the full browser people run.
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
