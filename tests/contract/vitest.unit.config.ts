import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The contract tooling's own tests: the state client, startMock, the list forms, the shuffled order, can-deploy, the
// console's reads, nullable fields and the provider-state documentation. Quick; run first by contract/run.mjs.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: ['*.test.ts', 'provider/**/*.test.ts', 'consumer/support/*.test.ts'],
    exclude: ['provider/*.verify.test.ts'],
    testTimeout: 20_000,
    env: { PACT_DO_NOT_TRACK: 'true' },
  },
});
