/**
 * apps/mock-server started as a separate process (tsx src/server.ts), as any backend runs: in-memory, strict response
 * validation, a control token of its own. It listens on a port it picks itself (PORT=0; the URL is read off its start
 * banner): a port chosen here could be taken by a verification starting beside this one before the mock binds it.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const MOCK_DIR = fileURLToPath(new URL('../../../apps/mock-server/', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

export interface RunningMock {
  url: string;
  /** The X-Mock-Control-Token of its /__mock__ calls (its provider-state URL among them). */
  controlToken: string;
  stop(): Promise<void>;
}

export async function startMock(env: Record<string, string> = {}): Promise<RunningMock> {
  const controlToken = randomBytes(24).toString('hex');
  const child = spawn(TSX, ['src/server.ts'], {
    cwd: MOCK_DIR,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      ...{
        PORT: '0',
        HOST: '127.0.0.1',
        MOCK_DB: ':memory:',
        NODE_ENV: 'test',
        BCRYPT_ROUNDS: '4',
      },
      ...{ LOG_LEVEL: process.env.MOCK_LOG_LEVEL ?? 'warn', MOCK_CONTROL: '1' },
      JWT_SECRET: randomBytes(32).toString('hex'),
      // the sign-in interactions send wrong passwords on purpose, all from this one address
      ...{ LOGIN_MAX_FAILURES: '1000', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' },
      // the states' forwarder targets are on 127.0.0.1 (the SSRF guard's development switch)
      ...{ MOCK_ALLOW_PRIVATE_TARGETS: '1', MOCK_CONTROL_TOKEN: controlToken },
      ...env,
    },
  });
  const kill = () => child.kill('SIGKILL');
  process.once('exit', kill);
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(
      () => reject(new Error('mock server did not listen within 30 s')),
      30_000,
    );
    child.once('exit', (code) =>
      reject(new Error(`mock server exited with code ${code} before it listened`)),
    );
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      // the banner's first line (apps/mock-server/src/start-banner.ts); what follows is read and dropped
      const m = /IoT console mock server: (http:\/\/127\.0\.0\.1:\d+)\//.exec(out);
      if (m?.[1]) resolve(m[1]);
      if (m?.[1]) clearTimeout(timer);
    });
  }).catch((e: unknown) => (kill(), Promise.reject(e)));
  const stop = () =>
    new Promise<void>((resolve) => {
      process.off('exit', kill);
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(kill, 3000).unref();
    });
  return { url, controlToken, stop };
}
