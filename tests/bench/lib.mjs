// Shared helpers of the benchmarks: start/stop servers as child processes, wait for them, run autocannon.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Where the HTTP benchmark runs when this process may use two or more cores (util-linux's taskset reads which): the
 * servers on the last of them, the load generator on the others, so that a ratio compares the servers, not where the
 * scheduler put autocannon beside them in each round. null on one core or without taskset (everything shares them).
 */
export function coreSplit() {
  const out = spawnSync('taskset', ['-c', '-p', String(process.pid)], { encoding: 'utf8' });
  const list = out.status === 0 ? /:\s*([\d,-]+)\s*$/.exec(out.stdout)?.[1] : undefined;
  const cores = (list ?? '').split(',').flatMap((part) => {
    const [a, b = a] = part.split('-').map(Number);
    return Number.isInteger(a) ? Array.from({ length: b - a + 1 }, (_, i) => a + i) : [];
  });
  if (cores.length < 2) return null;
  return { servers: String(cores.at(-1)), load: cores.slice(0, -1).join(','), all: list };
}

/** Moves this process (every thread) to `cores` (a taskset list). */
export function pinSelf(cores) {
  spawnSync('taskset', ['-a', '-p', '-c', cores, String(process.pid)], { stdio: 'ignore' });
}

/** A server as a child process; `cores`: the taskset list it runs on (and its threads). */
export function start(name, cmd, args, { cwd = ROOT, env = {}, cores } = {}) {
  const child = spawn(cores ? 'taskset' : cmd, cores ? ['-c', cores, cmd, ...args] : args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  child.on('exit', (code, signal) => {
    if (!child.stopping)
      console.error(`[bench] ${name} exited (${code ?? signal})\n${output.slice(-2000)}`);
  });
  return {
    name,
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        child.stopping = true;
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 3000).unref();
      }),
  };
}

/** Throws when a port is taken: a server left over from another run would otherwise be measured in place of ours. */
export function assertFree(...ports) {
  return Promise.all(
    ports.map(
      (port) =>
        new Promise((resolve, reject) => {
          const probe = createServer();
          probe.once('error', () =>
            reject(new Error(`port ${port} is in use; stop what listens there and run again`)),
          );
          probe.listen(port, '127.0.0.1', () => probe.close(resolve));
        }),
    ),
  );
}

/** A port free right now, for a server that cannot be told to pick its own (prism). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The port a server started with PORT=0 names in its output (`…127.0.0.1:<port>…`). */
export async function listeningPort(server, timeoutMs = 60_000) {
  for (const until = Date.now() + timeoutMs; Date.now() < until;) {
    const m = /127\.0\.0\.1:(\d+)/.exec(server.output());
    if (m) return Number(m[1]);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${server.name} named no port in its output`);
}

export async function waitFor(url, { timeoutMs = 60_000, init } = {}) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url, init);
      if (res.status < 500) return res;
    } catch {
      /* not up yet */
    }
    if (Date.now() > until) throw new Error(`timed out waiting for ${url}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** autocannon on one URL: a short warm-up, then the measured run. */
export async function load(
  url,
  headers,
  { seconds = 8, warmup = 2, connections = Number(process.env.BENCH_CONNECTIONS ?? 50) } = {},
) {
  const run = (duration) =>
    new Promise((resolve, reject) =>
      autocannon({ url, headers, connections, duration, pipelining: 1 }, (err, res) =>
        err ? reject(err) : resolve(res),
      ),
    );
  if (warmup > 0) await run(warmup);
  const res = await run(seconds);
  return {
    rps: res.requests.average,
    p50: res.latency.p50,
    p99: res.latency.p99,
    errors: res.errors + res.timeouts + res.non2xx,
    total: res.requests.total,
    bytes: res.throughput.total,
  };
}

export function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export { CHROMIUM_ARGS } from '../chromium.mjs';

/** The production build of the console (what `npm start` serves); built when missing or with BENCH_REBUILD=1. */
export function ensureWebBuilt() {
  const web = join(ROOT, 'apps/web');
  if (existsSync(join(web, 'dist/index.html')) && !process.env.BENCH_REBUILD) return;
  console.log('[bench] building apps/web');
  const r = spawnSync(
    process.execPath,
    [join(web, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: web,
      stdio: 'inherit',
    },
  );
  if (r.status !== 0) throw new Error('vite build failed');
}

/** The built mock server (what `npm start` runs); built when missing or with BENCH_REBUILD=1. */
export function ensureMockBuilt() {
  const mock = join(ROOT, 'apps/mock-server');
  if (existsSync(join(mock, 'dist/server.js')) && !process.env.BENCH_REBUILD) return;
  console.log('[bench] building apps/mock-server');
  const r = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: mock,
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('building the mock server failed');
}

/** The mock server serving the built console on one port, as `npm start` does. */
export async function startDemo(port, env = {}) {
  await assertFree(port);
  return start('mock', join(ROOT, 'apps/mock-server/node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: join(ROOT, 'apps/mock-server'),
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      MOCK_DB: ':memory:',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      MOCK_RATE_LIMIT: '1000000000',
      ...env,
    },
  });
}

/** Signs in as demo through the API and stores the session where the console keeps it (apps/web/src/lib/session.ts). */
export async function signIn(page, base, username = 'demo', password = 'demo123456') {
  const login = await fetch(`${base}/api/v2/account/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  }).then((r) => r.json());
  await page.goto(`${base}/login/`);
  await page.evaluate(
    ({ access, refresh, user }) => {
      localStorage.setItem('access_token', access);
      localStorage.setItem('refresh_token', refresh);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { ...login.data.token, user: login.data.user },
  );
  return { authorization: `Bearer ${login.data.token.access}` };
}
