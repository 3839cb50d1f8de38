// apps/mock-server as a process of its own, as any backend runs: in-memory, a control token of its own, on a port it picks
// (PORT=0, read off its start banner: a port chosen here could be taken by a verification starting beside this one).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const MOCK_DIR = fileURLToPath(new URL('../../../apps/mock-server/', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));
// Wrong passwords on purpose, all from one address (the login limits); forwarder targets on 127.0.0.1 (the SSRF guard).
const ENV = `PORT=0 HOST=127.0.0.1 MOCK_DB=:memory: NODE_ENV=test BCRYPT_ROUNDS=4 LOG_LEVEL=warn MOCK_CONTROL=1
  LOGIN_MAX_FAILURES=1000 LOGIN_MAX_FAILURES_PER_ADDRESS=1000 MOCK_ALLOW_PRIVATE_TARGETS=1`;

// the start banner's first line (apps/mock-server/src/start-banner.ts)
const BANNER = /IoT console mock server: (http:\/\/127\.0\.0\.1:\d+)\//;

export type RunningMock = { url: string; controlToken: string; stop(): Promise<void> };

export async function startMock(env: Record<string, string> = {}): Promise<RunningMock> {
  const controlToken = randomBytes(24).toString('hex');
  const fixed = Object.fromEntries(ENV.split(/\s+/).map((kv) => kv.split('=')));
  const secrets = { JWT_SECRET: randomBytes(32).toString('hex'), MOCK_CONTROL_TOKEN: controlToken };
  const child = spawn(TSX, ['src/server.ts'], {
    cwd: MOCK_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...fixed, ...secrets, ...env },
  });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  let out = '';
  const url = await new Promise<string>((resolve, reject) => {
    setTimeout(() => reject(new Error('mock server did not listen within 30 s')), 30_000).unref();
    child.once('exit', (c) => reject(new Error(`mock server exited (${c}) before it listened`)));
    child.stdout.on('data', (c: Buffer) => {
      const m = BANNER.exec((out += c.toString())); // what follows the banner is read and dropped
      if (m?.[1]) resolve(m[1]);
    });
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      process.off('exit', kill);
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve()).kill('SIGTERM');
      setTimeout(kill, 3000).unref();
    });
  return { url, controlToken, stop };
}
