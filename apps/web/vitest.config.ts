import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { srcAlias } from './vite.config';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: [srcAlias] },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/vm-globals.ts', './src/testing/setup-tests.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
    testTimeout: 15_000,
    // `npm test` runs one package at a time (turbo --concurrency=1): both cores for this one (vitest's default is
    // availableParallelism − 1, one worker on the 2-core CI machine)
    maxWorkers: 2,
    // Each file in a VM context of its own (its own global, jsdom window and modules) inside a long-lived worker: jsdom
    // loads once per worker instead of once per file (docs/decisions/0083-screen-tests-in-vm-contexts.md).
    pool: 'vmForks',
  },
});
