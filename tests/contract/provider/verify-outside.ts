/**
 * The mock verified the way a backend team verifies their own backend: apps/mock-server is started once as an ordinary
 * server (a database file, its own JWT secret, a control token), then verify.ts runs twice against it knowing only
 * PACT_PROVIDER_URL, PACT_STATE_URL and PACT_STATE_HEADERS — first in the pact's order, then shuffled — with no reset
 * in between or before. Afterwards no provider state may be left set up (every teardown ran).
 * Results: pacts/verification-results.outside.json and pacts/verification-results.shuffled.json.
 * The shuffle seed is random per run (printed); CONTRACT_SHUFFLE_SEED repeats one.
 */
import './no-telemetry';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startMock } from './mock-process';

const CONTRACT_DIR = fileURLToPath(new URL('..', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

async function main(): Promise<number> {
  const dataDir = mkdtempSync(join(tmpdir(), 'iot-mock-outside-'));
  const mock = await startMock({
    MOCK_DB: join(dataDir, 'db.json'),
    MOCK_DATA_DIR: dataDir,
    NODE_ENV: 'development',
  });
  const seed = process.env.CONTRACT_SHUFFLE_SEED || randomBytes(4).toString('hex');
  const env = {
    ...process.env,
    PACT_PROVIDER_URL: mock.url,
    PACT_STATE_URL: `${mock.url}/__mock__/provider-states`,
    PACT_STATE_HEADERS: JSON.stringify({ 'X-Mock-Control-Token': mock.controlToken }),
    PACT_PROVIDER_VERSION: 'apps/mock-server started as an outside backend',
  };
  const verify = (title: string, extra: Record<string, string>) => {
    console.log(`\n[contract] ${title}`);
    return (
      spawnSync(TSX, ['provider/verify.ts'], {
        cwd: CONTRACT_DIR,
        stdio: 'inherit',
        env: { ...env, ...extra },
      }).status === 0
    );
  };
  try {
    const inOrder = verify('the mock as an outside backend, in the order of the pact', {
      PACT_RESULTS_FILE: join(CONTRACT_DIR, 'pacts/verification-results.outside.json'),
    });
    const shuffled = verify(`the same backend, no reset, interactions shuffled (seed ${seed})`, {
      PACT_RESULTS_FILE: join(CONTRACT_DIR, 'pacts/verification-results.shuffled.json'),
      PACT_SHUFFLE: seed,
    });
    const res = await fetch(`${mock.url}/__mock__/provider-states`, {
      headers: { 'X-Mock-Control-Token': mock.controlToken },
    });
    const left = ((await res.json()) as { data: { open: number; states: object } }).data;
    const clean = left.open === 0;
    console.log(
      clean
        ? 'every provider state set up was torn down'
        : `provider states left set up: ${JSON.stringify(left.states)}`,
    );
    return inOrder && shuffled && clean ? 0 : 1;
  } finally {
    await mock.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
