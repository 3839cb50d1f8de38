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
    // Each file in a VM context of its own (its own global, jsdom window and modules, as before) inside a long-lived
    // worker instead of a process of its own: jsdom is loaded once per worker (the files' environment time fell from
    // 72 s to 4 s). The 48 files: 88 s and 168 CPU-s against 139 s and 265 CPU-s (docs/testing.md#test-times).
    pool: 'vmForks',
  },
});
