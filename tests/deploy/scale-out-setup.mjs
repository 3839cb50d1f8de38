// Several instances of the mock server behind real nginx, the way docs/deployment.md#several-mock-instances sets them up:
// each instance started as `npm start` starts it for a public demo (production, compiled JavaScript, a reset every hour
// and so a sandbox per visitor, the proxy on loopback trusted), on a port the system picks; nginx with
// deploy/nginx/iot-console.conf.template serving the console under / and deploy/nginx/mock-instances.conf.template
// keeping each visitor on one instance. Used by tests/deploy/scale-out.mjs and tests/bench/visitors.mjs.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, renderInstances, startNginx } from './nginx.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const mockDir = join(root, 'apps/mock-server');
/** The start banner's first line names where the server listens (apps/mock-server/src/start-banner.ts). */
const BANNER = /IoT console mock server: http:\/\/(127\.0\.0\.1:\d+)\//;
/** nginx's access log: the visitor's routing cookie, the instance that answered, the status, the request. */
export const LOG_FORMAT = '$cookie_iot_route|$upstream_addr|$status|$request_method|$uri';

/** The compiled server, built unless the caller did (E2E_MOCK_BUILT=1, as in `npm test`). */
export function ensureMockBuilt() {
  if (process.env.E2E_MOCK_BUILT === '1' && existsSync(join(mockDir, 'dist/server.js'))) return;
  const built = spawnSync(process.execPath, ['scripts/build-server.mjs'], {
    cwd: mockDir,
    stdio: 'inherit',
  });
  if (built.status !== 0) throw new Error('building the mock server failed');
}

/** Resident memory of a process (kB), from /proc. */
function rssKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** One instance of the mock server as a public demo runs it; resolves once its banner names its address. */
function startInstance(dir, env) {
  mkdirSync(dir, { recursive: true });
  const child = spawn(process.execPath, ['--max-semi-space-size=8', 'dist/server.js'], {
    cwd: mockDir,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      MOCK_DB: join(dir, 'db.json'),
      MOCK_RESET_EVERY: '1h',
      // nginx on this host is the proxy whose X-Forwarded-For is believed
      TRUST_PROXY: '127.0.0.1',
      LOG_LEVEL: 'error',
      ...env,
    },
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const onData = (chunk) => {
      out += chunk.toString();
      const address = BANNER.exec(out)?.[1];
      if (!address) return;
      child.stdout.off('data', onData);
      child.stdout.resume();
      child.off('exit', onExit);
      resolve({
        address,
        pid: child.pid,
        rssKb: () => rssKb(child.pid),
        /** kill -9: the instance and every world in its memory are gone at once. */
        kill: () => {
          if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
          return new Promise((done) => {
            child.once('exit', () => done());
            child.kill('SIGKILL');
          });
        },
      });
    };
    const onExit = (code) => reject(new Error(`mock instance exited (${code}) before it listened`));
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
}

/**
 * Starts `count` instances and nginx in front of them, the console (the build in `web`) served by nginx under /.
 * `work` holds their databases and nginx's files; `env` is added to every instance's environment.
 */
export async function startScaleOut({ count, web, work, env = {} }) {
  ensureMockBuilt();
  const stops = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
  };
  try {
    const instances = await Promise.all(
      Array.from({ length: count }, (_, i) => startInstance(join(work, `instance-${i + 1}`), env)),
    );
    stops.push(...instances.map((instance) => instance.kill));
    const port = await freePort();
    const nginxDir = join(work, 'nginx');
    mkdirSync(nginxDir, { recursive: true });
    const nginx = await startNginx({
      dir: nginxDir,
      port,
      vars: {
        IOT_LISTEN: `127.0.0.1:${port}`,
        IOT_SERVER_NAME: 'localhost',
        IOT_WEB_ROOT: web,
        IOT_BASE_PATH: '/',
        IOT_CONFIG_FILE: join(nginxDir, 'config.json'), // none: everything on this host
        IOT_BACKEND: 'http://iot_mock',
      },
      conf: renderInstances(instances.map((i) => i.address)),
      logFormat: LOG_FORMAT,
    });
    stops.push(nginx.stop);
    return {
      url: `http://127.0.0.1:${port}`,
      instances,
      accessLog: nginx.accessLog,
      errorLog: nginx.errorLog,
      stop,
    };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** Which instance answered each routing cookie, from nginx's access log (LOG_FORMAT). */
export function instancesByRoute(accessLog) {
  const byRoute = new Map();
  for (const line of accessLog.split('\n')) {
    const [route, upstream] = line.split('|');
    if (!route || route === '-' || !upstream || upstream === '-') continue;
    // a retried request names every instance tried: the last one answered
    const answered = upstream.split(', ').at(-1);
    if (!byRoute.has(route)) byRoute.set(route, new Set());
    byRoute.get(route).add(answered);
  }
  return byRoute;
}
