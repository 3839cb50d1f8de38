#!/usr/bin/env node
// A fresh clone's `pnpm dev` (docs/testing.md#a-developers-day): clones this checkout's HEAD into a temporary directory,
// runs `pnpm dev` there with nothing installed, and passes once the console (Vite) answers and the mock answers through
// Vite's proxy. It installs the workspace, so it takes minutes and is not part of npm test.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
const root = join(import.meta.dirname, '../..');
const clone = join(mkdtempSync(join(tmpdir(), 'iot-fresh-')), 'console');
spawnSync('git', ['clone', '--quiet', root, clone], { stdio: 'inherit' });
const [mock, web] = [await freePort(), await freePort()];
const dev = spawn('pnpm', ['dev'], {
  cwd: clone,
  env: { ...process.env, PORT: String(mock), WEB_PORT: String(web), MOCK_DB: ':memory:' },
  stdio: 'inherit',
  detached: true,
});
const status = (path) =>
  fetch(`http://localhost:${web}${path}`).then(
    (res) => res.status,
    () => 0,
  );
const until = Date.now() + 10 * 60_000;
let ok = false;
while (!ok && dev.exitCode === null && Date.now() < until) {
  ok = (await status('/')) === 200 && (await status('/api/v2/account/')) === 401;
  if (!ok) await new Promise((resolve) => setTimeout(resolve, 1000));
}
if (dev.exitCode === null) {
  process.kill(-dev.pid, 'SIGTERM');
  await new Promise((resolve) => dev.once('exit', resolve));
}
rmSync(join(clone, '..'), { recursive: true, force: true });
console.log(
  ok ? '\nfresh clone: pnpm dev serves the console and the mock' : '\nfresh clone: pnpm dev FAILED',
);
process.exit(ok ? 0 : 1);
