#!/usr/bin/env node
// The e2e web server: builds apps/web into a directory of its own (tests/e2e/.artifacts/web-<port>-<pid>, removed on exit,
// so that no other build — of apps/web or of another run — can change the files under the served page) and starts the
// mock server, which serves that console and the API on one port (E2E_PORT, default 5220) with an in-memory database
// (MOCK_DB=':memory:'). E2E_WEB_DIST=<dir> serves an existing build instead of building. The control plane's token is
// MOCK_CONTROL_TOKEN (playwright.config.ts chooses one; a random one, printed, when this script runs on its own).
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConsole } from './build-console.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = process.env.E2E_PORT ?? '5220';
const ownBuild = !process.env.E2E_WEB_DIST;
const webDist =
  process.env.E2E_WEB_DIST ?? join(root, `tests/e2e/.artifacts/web-${port}-${process.pid}`);

/** Builds of runs that were killed before they could clean up (their process is gone). */
function removeStaleBuilds() {
  const dir = join(root, 'tests/e2e/.artifacts');
  let names = [];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const pid = Number(/^web-\d+-(\d+)$/.exec(name)?.[1]);
    if (!pid || pid === process.pid) continue;
    try {
      process.kill(pid, 0);
    } catch {
      rmSync(join(dir, name), { recursive: true, force: true });
    }
  }
}

if (ownBuild) {
  removeStaleBuilds();
  buildConsole(webDist);
}

const controlToken = process.env.MOCK_CONTROL_TOKEN ?? randomBytes(24).toString('hex');
if (!process.env.MOCK_CONTROL_TOKEN) console.log(`X-Mock-Control-Token: ${controlToken}`);

// The built mock server (compiled JavaScript, as `npm start` runs it): built here first, about a second — unless
// E2E_MOCK_BUILT=1 says the caller built it (npm test builds it once for the e2e suite and the deployments, which run
// side by side: a rebuild would replace dist/ under the other's running server).
const mockDir = join(root, 'apps/mock-server');
if (process.env.E2E_MOCK_BUILT === '1') {
  if (!existsSync(join(mockDir, 'dist/server.js'))) {
    console.error('E2E_MOCK_BUILT=1 but apps/mock-server/dist/server.js does not exist');
    process.exit(1);
  }
} else {
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: mockDir,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
const server = spawn(process.execPath, ['dist/server.js'], {
  cwd: mockDir,
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    MOCK_DB: ':memory:',
    MOCK_CONTROL: '1',
    MOCK_CONTROL_TOKEN: controlToken,
    WEB_DIST: webDist,
    // many sign-ins from one address (the tests) must not hit the failed-login limits
    LOGIN_MAX_FAILURES: '1000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
    BCRYPT_ROUNDS: '4',
    // the forwarder flow tests against a receiver on 127.0.0.1 (the development switch of the SSRF guard)
    MOCK_ALLOW_PRIVATE_TARGETS: '1',
    // one browser from one address through the whole suite: the API rate limit is not what these tests are about
    MOCK_RATE_LIMIT: '100000',
    // exports finish as fast as they are written (the demo paces them so that progress can be watched; no test watches it)
    MOCK_EXPORT_CHUNK_DELAY_MS: '0',
  },
});
const cleanUp = () => {
  if (ownBuild) rmSync(webDist, { recursive: true, force: true });
};
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
