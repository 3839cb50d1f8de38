import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Consumer tests: one file per OpenAPI tag, run one after the other so that every file merges its interactions into
// the same pact file (tests/contract/pacts/iot-console-iot-api.json) without racing.
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: ['consumer/**/*.pact.test.ts'],
    globalSetup: ['consumer/support/global-setup.ts'],
    fileParallelism: false,
    // One worker keeps the Pact core and the generated client loaded for every file (each test configures the client).
    isolate: false,
    testTimeout: 20_000,
    env: { PACT_DO_NOT_TRACK: 'true' },
  },
});
