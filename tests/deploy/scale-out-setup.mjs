// Several instances of the mock server behind real nginx, the way docs/deployment.md#several-mock-instances sets them up:
// each instance started as a public demo runs it (production, the built server, a reset every hour and so a sandbox per
// visitor, the proxy on loopback trusted), on a port the system picks; nginx (deploy/nginx.mjs) with
// deploy/nginx/iot-console.conf.template serving the console under / and deploy/nginx/mock-instances.conf.template
// keeping each visitor on one instance. For deploy/scale-out.spec.ts and tests/bench/visitors.mjs.
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { freePort } from '../free-port.mjs';

const mockDir = join(import.meta.dirname, '../../apps/mock-server');
/** The start banner's first line names where the server listens (apps/mock-server/src/start-banner.ts). */
const BANNER = /IoT console mock server: http:\/\/(127\.0\.0\.1:\d+)\//;

/** Resident memory of a process (kB), from /proc. */
function rssKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** Ends a child process with `signal` and resolves once it is gone. */
const stopChild = (child, signal) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => {
        child.once('exit', () => resolve());
        child.kill(signal);
      });

/**
 * One instance of the built mock server as a public demo runs it (its database in `dir`, `env` on top); resolves once
 * its banner names its address. tests/bench/flood.mjs starts one alone.
 */
export function startInstance(dir, env) {
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
        rssKb: () => rssKb(child.pid),
        /** kill -9: the instance and every world in its memory are gone at once. */
        kill: () => stopChild(child, 'SIGKILL'),
      });
    };
    const onExit = (code) => reject(new Error(`mock instance exited (${code}) before it listened`));
    child.stdout.on('data', onData);
    child.once('exit', onExit);
  });
}

/** Resolves once `url` answers, or rejects after `timeoutMs`. */
async function answering(url, timeoutMs = 15_000) {
  for (const until = Date.now() + timeoutMs; Date.now() < until;) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts `count` instances of the built mock server and nginx in front of them, the console (the build in `web`) served
 * by nginx under /. `work` holds their databases and nginx's files; `env` is added to every instance's environment.
 */
export async function startScaleOut({ count, web, work, env = {} }) {
  const stops = [];
  const stop = async () => {
    for (const s of stops.reverse()) await s();
  };
  try {
    const instances = await Promise.all(
      Array.from({ length: count }, (_, i) => startInstance(join(work, `instance-${i + 1}`), env)),
    );
    stops.push(...instances.map((instance) => instance.kill));
    const url = `http://127.0.0.1:${await freePort()}`;
    const dir = join(work, 'nginx');
    const nginx = spawn(process.execPath, [join(import.meta.dirname, 'nginx.mjs'), dir], {
      stdio: 'inherit',
      env: {
        ...process.env,
        IOT_LISTEN: new URL(url).host,
        IOT_SERVER_NAME: 'localhost',
        IOT_WEB_ROOT: web,
        IOT_BASE_PATH: '/',
        IOT_CONFIG_FILE: join(dir, 'config.json'), // none: everything on this host
        IOT_BACKEND: 'http://iot_mock',
        IOT_MOCK_SERVERS: instances.map((i) => `server ${i.address} max_fails=0;`).join(' '),
      },
    });
    stops.push(() => stopChild(nginx, 'SIGTERM'));
    await answering(`${url}/login`);
    const log = (name) => () => readFileSync(join(dir, 'logs', name), 'utf8');
    return { url, instances, accessLog: log('access.log'), errorLog: log('error.log'), stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** Which instance answered each routing cookie, from nginx's access log of several instances (deploy/nginx.mjs). */
export function instancesByRoute(accessLog) {
  const byRoute = new Map();
  for (const line of accessLog.split('\n')) {
    const [route, upstream] = line.split('|');
    if (!route || route === '-' || !upstream || upstream === '-') continue;
    // a request passed on to the next instance names every instance tried: the last one answered
    const answered = upstream.split(', ').at(-1);
    if (!byRoute.has(route)) byRoute.set(route, new Set());
    byRoute.get(route).add(answered);
  }
  return byRoute;
}
