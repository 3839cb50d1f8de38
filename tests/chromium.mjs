// Debian's Chromium for every browser the tests and benchmarks start (never Playwright's own download): its path and the
// flags of a quiet, sandbox-free headless run.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
