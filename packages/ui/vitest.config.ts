import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // axe runs and Radix menus driven from the keyboard take seconds on a busy 2-core machine (as in apps/web)
    testTimeout: 15_000,
  },
});
