#!/usr/bin/env node
// The e2e web server: builds apps/web into tests/e2e/.artifacts/web-<port> (its own directory, so that another build of apps/web
// during a run cannot pull the files from under the served page; E2E_SKIP_BUILD=1 reuses it) and starts the mock server,
// which serves that console and the API on one port (E2E_PORT, default 5220) with an in-memory database (MOCK_DB=':memory:').
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const port = process.env.E2E_PORT ?? '5220';
const webDist = join(root, `tests/e2e/.artifacts/web-${port}`);

if (process.env.E2E_SKIP_BUILD !== '1') {
  const build = spawnSync(
    process.execPath,
    [
      join(root, 'apps/web/node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      webDist,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    { cwd: join(root, 'apps/web'), stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
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
    // many sign-ins from one test run must not hit the failed-login limit
    LOGIN_MAX_FAILURES: '1000',
    BCRYPT_ROUNDS: '4',
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => process.exit(code ?? 0));
