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
import { fileURLToPath } from 'node:url';
import { runChild } from '../run-child.mjs';

const tests = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true' };
const timings = [];
const title = (text) => console.log(`\n\x1b[35m[contract]\x1b[0m ${text}`);

/** Runs one step; a step beside another (`beside`) keeps its output and prints it whole when it ends. */
function run(name, cmd, args, beside = false) {
  title(beside ? `${name} (side by side; its output follows when it ends)` : name);
  const t0 = Date.now();
  return runChild(cmd, args, { cwd: tests, env, quiet: beside }).then(({ status, output }) => {
    const ok = status === 0;
    const line = `  ${ok ? 'PASS' : 'FAIL'}  ${name}  (${((Date.now() - t0) / 1000).toFixed(1)} s)`;
    timings.push(line);
    if (beside) {
      title(`${name}: ${ok ? 'passed' : 'FAILED'}`);
      process.stdout.write(output);
    }
    return ok;
  });
}
const summary = (code) => {
  console.log(`\n\x1b[35m[contract]\x1b[0m summary\n${timings.join('\n')}`);
  process.exit(code);
};

// The tooling's tests and the consumer tests are independent; so are verification (a) and (b)/(c), each against a mock
// of its own and writing its own results file (each waits on HTTP round trips: side by side they fill the machine).
const [tooling, consumerTests] = await Promise.all([
  run(
    'contract tooling tests',
    bin('vitest'),
    ['run', '--config', 'contract/vitest.unit.config.ts'],
    true,
  ),
  run(
    'consumer tests (Pact V4, generated client)',
    bin('vitest'),
    ['run', '--config', 'contract/vitest.consumer.config.ts'],
    true,
  ),
]);
const consumer =
  tooling &&
  consumerTests &&
  (await run('pact checked against openapi/openapi.yaml and for seed data', bin('tsx'), [
    'contract/consumer/check-document.ts',
  ]));
if (!consumer) summary(1);
const [[verified, covered], outside] = await Promise.all([
  run(
    'provider verification (a): a fresh mock through its state URL',
    bin('tsx'),
    ['contract/provider/verify.ts'],
    true,
  ).then(async (ok) => [
    ok,
    await run(
      'coverage of the operations by verified interactions',
      bin('tsx'),
      ['contract/coverage.ts'],
      true,
    ),
  ]),
  run(
    'provider verification (b) and (c): the mock as an outside backend, in order and shuffled',
    bin('tsx'),
    ['contract/provider/verify-outside.ts'],
    true,
  ),
]);
const deployable = await run('can-deploy: the current pact is verified', process.execPath, [
  'contract/can-deploy.mjs',
]);
summary(verified && covered && outside && deployable ? 0 : 1);
