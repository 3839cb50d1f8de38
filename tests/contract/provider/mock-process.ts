/**
 * Starts apps/mock-server fresh as a child process (tsx src/server.ts) on 127.0.0.1 and a port the system picks
 * (PORT=0; the URL is read off its start banner), with an in-memory database, strict response
 * validation and a control-plane token of its own (the provider-state URL under /__mock__ is called with it). Nothing
 * else of the mock's internals is shared with the verification.
 * A port chosen here and then handed to the child would not be safe: verification (a) and (b)/(c) start their mocks at
 * the same moment in two processes, and both could find the same port free before either mock bound it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';

const MOCK_DIR = fileURLToPath(new URL('../../../apps/mock-server/', import.meta.url));
const TSX = fileURLToPath(new URL('../../node_modules/.bin/tsx', import.meta.url));

export interface RunningMock {
  url: string;
  /** MOCK_CONTROL_TOKEN of this process: the X-Mock-Control-Token of its /__mock__ calls. */
  controlToken: string;
  stop(): Promise<void>;
}

/** The start banner's first line of text (apps/mock-server/src/start-banner.ts) names where the server listens. */
const BANNER = /IoT console mock server: (http:\/\/127\.0\.0\.1:\d+)\//;

/** The URL the child's banner names once it listens; an error when it exits or stays silent first. */
function boundUrl(child: ChildProcess, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    let out = '';
    const done = (error: Error | null, url = '') => {
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      // what the server prints later (warnings) is read and dropped, so its pipe never fills
      child.stdout?.resume();
      if (error) reject(error);
      else resolve(url);
    };
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const m = BANNER.exec(out);
      if (m?.[1]) done(null, m[1]);
    };
    const onExit = (code: number | null) =>
      done(new Error(`mock server exited with code ${code} before it listened`));
    const timer = setTimeout(
      () => done(new Error(`mock server did not listen within ${timeoutMs} ms`)),
      timeoutMs,
    );
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

export async function startMock(extraEnv: Record<string, string> = {}): Promise<RunningMock> {
  const controlToken = randomBytes(24).toString('hex');
  const child = spawn(TSX, ['src/server.ts'], {
    cwd: MOCK_DIR,
    env: {
      ...process.env,
      PORT: '0',
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
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // However this process ends (an error, process.exit), the mock it started ends with it.
  const orphan = () => child.kill('SIGKILL');
  process.once('exit', orphan);
  child.once('exit', () => process.off('exit', orphan));
  let url: string;
  try {
    url = await boundUrl(child, 30_000);
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
