#!/usr/bin/env node
// The e2e web server: builds apps/web into a directory of its own (tests/e2e/.artifacts/web-<port>-<pid>, removed on exit,
// so that no other build — of apps/web or of another run — can change the files under the served page) and starts the
// mock server, which serves that console and the API on one port (E2E_PORT, default 5220) with an in-memory database
// (MOCK_DB=':memory:'). E2E_WEB_DIST=<dir> serves an existing build instead of building.
import { spawn } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
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

const server = spawn(join(root, 'apps/mock-server/node_modules/.bin/tsx'), ['src/server.ts'], {
  cwd: join(root, 'apps/mock-server'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    MOCK_DB: ':memory:',
    MOCK_CONTROL: '1',
    WEB_DIST: webDist,
    // many sign-ins from one test run must not hit the failed-login limit
    LOGIN_MAX_FAILURES: '1000',
    BCRYPT_ROUNDS: '4',
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
