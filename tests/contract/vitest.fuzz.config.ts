import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Spec-driven fuzzing of the mock server in-process (build() + inject).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: ['fuzz/**/*.test.ts'],
    // autoload imports the mock's plugin files; inlined, its import() goes through vitest's TypeScript transform.
    server: { deps: { inline: ['@fastify/autoload'] } },
    env: {
      NODE_ENV: 'test',
      BCRYPT_ROUNDS: '4',
      MOCK_DB: ':memory:',
      LOG_LEVEL: 'silent',
      // the control plane's token: the mock reads it, the fuzzer sends it with each reset
      MOCK_CONTROL_TOKEN: randomBytes(24).toString('hex'),
    },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
