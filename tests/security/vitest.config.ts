import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The security suite (docs/security.md): one test file per finding, against the mock in-process
// (build() + inject, each test with the environment it names).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    environment: 'node',
    include: ['**/*.test.ts'],
    // autoload imports the mock's plugin files; inlined, its import() goes through vitest's TypeScript transform.
    server: { deps: { inline: ['@fastify/autoload'] } },
    env: { NODE_ENV: 'test', BCRYPT_ROUNDS: '4', MOCK_DB: ':memory:', LOG_LEVEL: 'silent' },
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
