/**
 * Starts apps/mock-server fresh as a child process (tsx src/server.ts) on 127.0.0.1 and a free port in 5600-5699,
 * with an in-memory database, strict response validation and a control-plane token of its own (the provider-state
 * URL under /__mock__ is called with it). Nothing else of the mock's internals is shared with the verification.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

const MOCK_DIR = fileURLToPath(new URL('../../../apps/mock-server/', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

export interface RunningMock {
  url: string;
  /** MOCK_CONTROL_TOKEN of this process: the X-Mock-Control-Token of its /__mock__ calls. */
  controlToken: string;
  stop(): Promise<void>;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export async function freePort(from = 5600, to = 5699): Promise<number> {
  const start = from + Math.floor(Math.random() * (to - from + 1));
  for (let i = 0; i <= to - from; i++) {
    const port = from + ((start - from + i) % (to - from + 1));
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

async function waitUntilUp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`mock server exited with code ${child.exitCode}`);
    try {
      await fetch(`${url}/api/v2/factors/options/`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`mock server did not answer on ${url} within ${timeoutMs} ms`);
}

export async function startMock(extraEnv: Record<string, string> = {}): Promise<RunningMock> {
  const port = await freePort();
  const controlToken = randomBytes(24).toString('hex');
  const child = spawn(TSX, ['src/server.ts'], {
    cwd: MOCK_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      MOCK_DB: ':memory:',
      JWT_SECRET: randomBytes(32).toString('hex'),
      NODE_ENV: 'test',
      BCRYPT_ROUNDS: '4',
      LOG_LEVEL: process.env.MOCK_LOG_LEVEL ?? 'warn',
      MOCK_CONTROL: '1',
      // every state signs in from this one address, some with a wrong password on purpose
      LOGIN_MAX_FAILURES: '1000',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000',
      // provider states save forwarder urls on 127.0.0.1 (the development switch of the SSRF guard)
      MOCK_ALLOW_PRIVATE_TARGETS: '1',
      MOCK_CONTROL_TOKEN: controlToken,
      ...extraEnv,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  // However this process ends (an error, process.exit), the mock it started ends with it.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  child.once('exit', () => process.off('exit', orphan));
  try {
    await waitUntilUp(url, child, 30_000);
  } catch (e) {
    child.kill('SIGKILL');
    throw e;
  }
  return {
    url,
    controlToken,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}
