#!/usr/bin/env node
// `pnpm test:contract`: 1. the tooling's own tests beside the consumer tests (then the pact held to the document and to
// seed independence); 2. side by side (each waits on HTTP round trips): (a) the wrapper against a fresh mock, then the
// coverage; (b) Pact's standalone verifier against the mock as an outside backend; (c) backends the pact accepts and
// refuses; 3. can-deploy. Each step's output is printed whole when it ends; the exit code is 1 when any step failed.
import { fileURLToPath } from 'node:url';
import { runChild } from '../run-child.mjs';

const tests = fileURLToPath(new URL('..', import.meta.url));
const env = { ...process.env, PACT_DO_NOT_TRACK: 'true' };
const bin = (name) => fileURLToPath(new URL(`../node_modules/.bin/${name}`, import.meta.url));
const vitest = (config) => [bin('vitest'), 'run', '--config', `contract/${config}`];
const tsx = (file) => [bin('tsx'), `contract/${file}`];

async function step(name, [command, ...args]) {
  const { status, output } = await runChild(command, args, { cwd: tests, env, quiet: true });
  console.log(`\n\x1b[35m[contract]\x1b[0m ${name}: ${status === 0 ? 'passed' : 'FAILED'}`);
  process.stdout.write(output);
  return status === 0;
}
const all = async (...steps) => (await Promise.all(steps)).every(Boolean);

const tooling = step('contract tooling tests', vitest('vitest.unit.config.ts'));
const consumer =
  (await step('consumer tests (Pact V4, generated client)', vitest('vitest.consumer.config.ts'))) &&
  (await step('the pact held to the document and to seed data', tsx('consumer/check-document.ts')));
const verified =
  consumer &&
  (await all(
    step('(a) the wrapper against a fresh mock', tsx('provider/verify.ts')).then(
      async (ok) => (await step('coverage of the operations', tsx('coverage.ts'))) && ok,
    ),
    step("(b) Pact's standalone verifier, an outside mock", tsx('provider/standalone.ts')),
    step('(c) backends the pact accepts and refuses', vitest('vitest.verify.config.ts')),
  ));
const deployable =
  consumer && (await step('can-deploy', [process.execPath, 'contract/can-deploy.mjs']));
process.exit((await tooling) && consumer && verified && deployable ? 0 : 1);
