import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Test files share a worker's module cache: the document is parsed and its validators compiled once per worker.
    isolate: false,
    // `npm test` runs one package at a time (turbo --concurrency=1): both cores for this one (vitest's default is
    // availableParallelism − 1, one worker on the 2-core CI machine)
    maxWorkers: 2,
    // autoload imports the plugin files; inlined, its import() goes through vitest's TypeScript transform.
    server: { deps: { inline: ['@fastify/autoload'] } },
    env: { NODE_ENV: 'test', BCRYPT_ROUNDS: '4', MOCK_DB: ':memory:', LOG_LEVEL: 'silent' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
