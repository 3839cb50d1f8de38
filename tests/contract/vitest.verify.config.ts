import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Providers the pact must accept and refuse: the mock behind a proxy that answers otherwise, verified end to end.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: ['provider/*.verify.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 60_000,
    env: { PACT_DO_NOT_TRACK: 'true' },
  },
});
