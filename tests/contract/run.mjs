#!/usr/bin/env node
// `pnpm test:contract`: the consumer tests, the pact checked against the document, the provider verification and the
// coverage report, each step announced. The coverage runs after a failed verification too (it then shows which
// operations lost their verified interaction); the exit code is 1 when any step failed.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const tests = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true' };
const run = (title, cmd, args) => {
  console.log(`\n\x1b[35m[contract]\x1b[0m ${title}`);
  return spawnSync(cmd, args, { stdio: 'inherit', cwd: tests, env }).status === 0;
};

const consumer =
  run('consumer tests (Pact V4, generated client)', bin('vitest'), [
    'run',
    '--config',
    'contract/vitest.consumer.config.ts',
  ]) &&
  run('pact checked against openapi/openapi.yaml', bin('tsx'), [
    'contract/consumer/check-document.ts',
  ]);
if (!consumer) process.exit(1);
const verified = run('provider verification', bin('tsx'), ['contract/provider/verify.ts']);
const covered = run('coverage of the operations by verified interactions', process.execPath, [
  'contract/coverage.mjs',
]);
process.exit(verified && covered ? 0 : 1);
