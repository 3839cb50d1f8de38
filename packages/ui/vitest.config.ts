import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // axe runs and Radix menus driven from the keyboard take seconds on a busy 2-core machine (as in apps/web)
    testTimeout: 15_000,
    // `npm test` runs one package at a time (turbo --concurrency=1): both cores for this one (vitest's default is
    // availableParallelism − 1, one worker on the 2-core CI machine)
    maxWorkers: 2,
    // Each file in a VM context of its own inside a long-lived worker instead of a process of its own (as in apps/web):
    // the 11 files take 15 s and 27 CPU-s instead of 30–41 s.
    pool: 'vmForks',
  },
});
