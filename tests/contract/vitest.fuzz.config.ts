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
    env: { NODE_ENV: 'test', BCRYPT_ROUNDS: '4', MOCK_DB: ':memory:', LOG_LEVEL: 'silent' },
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
