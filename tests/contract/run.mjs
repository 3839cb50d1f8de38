#!/usr/bin/env node
// `pnpm test:contract`. Steps side by side (each waits on HTTP round trips), each printed whole when it ends; a failed
// verification does not stop the others, and the exit code is 1 when any step failed:
//   1. the contract tooling's own tests; the consumer tests, then the pact held to the document and to seed independence;
//   2. (a) the wrapper against a fresh mock, then the coverage of the operations; (b) Pact's standalone verifier against
//      the mock as an outside backend, in order and shuffled; (c) providers the pact must accept and refuse;
//   3. can-deploy: the current pact is verified.
import { fileURLToPath } from 'node:url';
import { runChild } from '../run-child.mjs';

const tests = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true' };
const lines = [];
const say = (text) => console.log(`\n\x1b[35m[contract]\x1b[0m ${text}`);
const vitest = (config) => [bin('vitest'), 'run', '--config', `contract/${config}`];
const tsx = (file) => [bin('tsx'), `contract/${file}`];

async function step(name, [cmd, ...args]) {
  say(`${name}: started`);
  const t0 = Date.now();
  const { status, output } = await runChild(cmd, args, { cwd: tests, env, quiet: true });
  say(`${name}: ${status === 0 ? 'passed' : 'FAILED'}`);
  process.stdout.write(output);
  lines.push(
    `  ${status === 0 ? 'PASS' : 'FAIL'}  ${name}  (${((Date.now() - t0) / 1000).toFixed(1)} s)`,
  );
  return status === 0;
}
const all = async (...steps) => (await Promise.all(steps)).every(Boolean);

const tooling = step('contract tooling tests', vitest('vitest.unit.config.ts'));
const consumer = await step(
  'consumer tests (Pact V4, generated client)',
  vitest('vitest.consumer.config.ts'),
).then(
  (ok) =>
    ok &&
    step(
      'the pact held to openapi/openapi.yaml and to seed independence',
      tsx('consumer/check-document.ts'),
    ),
);
const verified =
  consumer &&
  (await all(
    step('(a) the wrapper against a fresh mock', tsx('provider/verify.ts')).then(
      async (ok) => (await step('coverage of the operations', tsx('coverage.ts'))) && ok,
    ),
    step(
      "(b) Pact's standalone verifier, the mock as an outside backend",
      tsx('provider/standalone.ts'),
    ),
    step('(c) providers the pact accepts and refuses', vitest('vitest.verify.config.ts')),
  ));
const deployable =
  consumer && (await step('can-deploy', [process.execPath, 'contract/can-deploy.mjs']));
console.log(`\n\x1b[35m[contract]\x1b[0m summary\n${lines.join('\n')}`);
process.exit((await tooling) && consumer && verified && deployable ? 0 : 1);
