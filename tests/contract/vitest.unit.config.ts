import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The contract tooling's own tests: the verifier's state protocol client, startMock, the shuffled order, can-deploy
// and the provider-state documentation. Quick; run first by contract/run.mjs.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: ['*.test.ts', 'provider/**/*.test.ts', 'consumer/support/*.test.ts'],
    testTimeout: 20_000,
    env: { PACT_DO_NOT_TRACK: 'true' },
  },
});
