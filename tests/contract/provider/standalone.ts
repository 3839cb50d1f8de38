/**
 * The path a backend team takes without this repository: the mock started once as an outside backend (a database file,
 * a JWT secret nobody else knows), then Pact's standalone verifier on the committed pact file with nothing but the
 * mock's URL, its state URL and the state header — in the pact's order, then shuffled (a new seed per run, printed;
 * CONTRACT_SHUFFLE_SEED repeats one), no reset in between. Afterwards no state may be left set up.
 * Results: results/standalone.json and results/standalone-shuffled.json (can-deploy reads them).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMock } from './mock-process';
import { results, writeResults } from './results';
import { shuffledCopies } from './shuffle';
import { PACT, pactVerifier } from './pact-verifier';

const RESULTS = fileURLToPath(new URL('../results/', import.meta.url));

async function main(): Promise<boolean> {
  mkdirSync(RESULTS, { recursive: true });
  const data = mkdtempSync(join(tmpdir(), 'iot-mock-outside-'));
  const mock = await startMock({
    MOCK_DB: join(data, 'db.json'),
    MOCK_DATA_DIR: data,
    NODE_ENV: 'development',
  });
  const stateUrl = `${mock.url}/__mock__/provider-states`;
  const seed = process.env.CONTRACT_SHUFFLE_SEED || randomBytes(4).toString('hex');
  const provider = {
    name: 'iot-api',
    url: mock.url,
    version: 'apps/mock-server as an outside backend',
    state_url: stateUrl,
  };
  const verify = async (name: string, file: string, seed?: string) => {
    const args = [
      '--state-change-url',
      stateUrl,
      '--header',
      `X-Mock-Control-Token=${mock.controlToken}`,
    ];
    const run = await pactVerifier(file, mock.url, args, join(RESULTS, `${name}.log`));
    const head = { provider, order: { shuffled: !!seed, seed }, list_form: 'array' };
    const r = results(head, PACT, file, run.report, []);
    const how = seed ? `, shuffled (seed ${seed})` : ', in the order of the pact';
    const title = `Pact's standalone verifier against the mock as an outside backend${how}`;
    return writeResults(join(RESULTS, `${name}.json`), r, run.output, title);
  };
  try {
    const inOrder = await verify('standalone', PACT);
    const shuffled = await verify('standalone-shuffled', shuffledCopies([PACT], seed)[0]!, seed);
    const res = await fetch(stateUrl, { headers: { 'X-Mock-Control-Token': mock.controlToken } });
    const left = ((await res.json()) as { data: { open: number; states: object } }).data;
    console.log(
      left.open
        ? `states left set up: ${JSON.stringify(left.states)}`
        : 'every state set up was torn down',
    );
    return inOrder && shuffled && left.open === 0;
  } finally {
    await mock.stop();
    rmSync(data, { recursive: true, force: true });
  }
}

main().then(
  (ok) => process.exit(ok ? 0 : 1),
  (e: unknown) => (console.error(e), process.exit(1)),
);
