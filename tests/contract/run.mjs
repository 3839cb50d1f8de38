#!/usr/bin/env node
// `pnpm test:contract`, each step announced:
//   1. the contract tooling's own tests (state protocol client, shuffle, can-deploy, seed-independence check);
//   2. the consumer tests (Pact V4, generated client), then the pact held to openapi/openapi.yaml and to seed
//      independence;
//   3. provider verification (a): a fresh mock through its provider-state URL, then the coverage of the operations;
//   4. provider verification (b) and (c): the mock started as an outside backend, verified knowing only its URL and
//      state URL — in the pact's order, then shuffled, with no reset — and no state left behind;
//   5. can-deploy: the current pact is verified by every verification above.
// Later steps run after a failed verification too (the coverage then shows which operations lost their verified
// interaction); the exit code is 1 when any step failed.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const tests = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true' };
const timings = [];
const run = (title, cmd, args) => {
  console.log(`\n\x1b[35m[contract]\x1b[0m ${title}`);
  const t0 = Date.now();
  const ok = spawnSync(cmd, args, { stdio: 'inherit', cwd: tests, env }).status === 0;
  timings.push(`  ${ok ? 'PASS' : 'FAIL'}  ${title}  (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  return ok;
};
const summary = (code) => {
  console.log(`\n\x1b[35m[contract]\x1b[0m summary\n${timings.join('\n')}`);
  process.exit(code);
};

const consumer =
  run('contract tooling tests', bin('vitest'), [
    'run',
    '--config',
    'contract/vitest.unit.config.ts',
  ]) &&
  run('consumer tests (Pact V4, generated client)', bin('vitest'), [
    'run',
    '--config',
    'contract/vitest.consumer.config.ts',
  ]) &&
  run('pact checked against openapi/openapi.yaml and for seed data', bin('tsx'), [
    'contract/consumer/check-document.ts',
  ]);
if (!consumer) summary(1);
const verified = run('provider verification (a): a fresh mock through its state URL', bin('tsx'), [
  'contract/provider/verify.ts',
]);
const covered = run('coverage of the operations by verified interactions', bin('tsx'), [
  'contract/coverage.ts',
]);
const outside = run(
  'provider verification (b) and (c): the mock as an outside backend, in order and shuffled',
  bin('tsx'),
  ['contract/provider/verify-outside.ts'],
);
const deployable = run('can-deploy: the current pact is verified', process.execPath, [
  'contract/can-deploy.mjs',
]);
summary(verified && covered && outside && deployable ? 0 : 1);
