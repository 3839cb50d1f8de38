import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vitest/config';

const src = join(import.meta.dirname, 'src');
const testsIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.test.ts'))
        .map((f) => join(dir, f))
    : [];

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
    // Routes, control and plugins are autoloaded, which vitest's module graph does not follow: in watch mode an edited
    // file reruns the tests beside it, and a view (src/views/<tag>.ts) the tests of that tag's routes.
    watchTriggerPatterns: [
      {
        pattern: /[/\\]src[/\\](routes|control|plugins)[/\\].*(?<!\.test)\.(ts|js|html|css)$/,
        testsToRun: (file) => testsIn(dirname(file)),
      },
      {
        pattern: /[/\\]src[/\\]views[/\\](\w+)\.ts$/,
        testsToRun: (_file, [, tag]) => testsIn(join(src, 'routes/api/v2', tag ?? '')),
      },
    ],
    env: { NODE_ENV: 'test', BCRYPT_ROUNDS: '4', MOCK_DB: ':memory:', LOG_LEVEL: 'silent' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
