#!/usr/bin/env node
// Throughput, latency and server CPU per request of the built mock server against `prism mock` on the same
// openapi/openapi.yaml and against a bare Fastify route returning the same JSON (the ceiling), on loopback, with
// autocannon, in interleaved rounds (median kept), the servers on a core apart from autocannon (ADR 0165). Two more
// mock servers answer GET /api/v2/projects/ with one protection changed, so the table says what each costs. Prints the
// tables and returns the rows (used by run.mjs).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, coreSplit, freePort, listeningPort, load, pinSelf, start, waitFor } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const MOCK = join(ROOT, 'apps/mock-server');
const CORES = coreSplit();

/** Seconds of CPU a process has used so far (user + system), from /proc. */
function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * The built mock server as `npm start` runs it, every protection on: the API rate limit (high enough that a load
 * generator is counted, never refused), the security headers, sandboxes; signed in as demo, requests validated before
 * the handler and one reply body in 64 checked against the document (production; ADR 0030).
 */
async function startMock(name, env = {}, headers = {}) {
  const server = start(name, process.execPath, ['--max-semi-space-size=8', 'dist/server.js'], {
    cwd: MOCK,
    cores: CORES?.servers,
    env: {
      PORT: '0',
      HOST: '127.0.0.1',
      MOCK_DB: ':memory:',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL: '3600',
      MOCK_RATE_LIMIT: '1000000000',
      ...env,
    },
  });
  const base = `http://127.0.0.1:${await listeningPort(server)}`;
  await waitFor(`${base}/api/v2/organizations/`);
  const login = await fetch(`${base}/api/v2/account/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username: 'demo', password: 'demo123456' }),
  }).then((r) => r.json());
  return {
    server,
    base,
    headers: {
      authorization: `Bearer ${login.data.token.access}`,
      'x-org-slug': 'demo-farm',
      ...headers,
    },
  };
}

/** The paths loaded: the project list, and a 7-day history page of a factor of the first device. */
async function pathsOf(mock) {
  const get = (path) =>
    fetch(`${mock.base}${path}`, { headers: mock.headers }).then((r) => r.json());
  const projects = await get('/api/v2/projects/');
  const proj = projects.data[0].project_id;
  const devices = await get(`/api/v2/projects/${proj}/devices/?page_size=50`);
  const device = devices.data.results.find((d) => d.is_online) ?? devices.data.results[0];
  const factors = await get(`/api/v2/projects/${proj}/devices/${device.id}/factors/`);
  const agri = factors.data.find((f) => f.the_type >= 1000).agri_id;
  const since = Math.floor(Date.now() / 1000) - 7 * 86400;
  const history = `/api/v2/data/${agri}/?page=1&page_size=1000&min_timestamp=${since}`;
  return {
    paths: { projects: '/api/v2/projects/', history },
    bodies: { '/api/v2/projects/': projects, [`/api/v2/data/${agri}/`]: await get(history) },
  };
}

/**
 * The servers run side by side (an idle one costs nothing) and are loaded in turns: ROUNDS rounds, each loading every
 * server on its paths once, in one order and then the reverse. Each row gives the median round and the range, so a
 * slow moment of the machine (the host of this VM shares its cores) moves one round of every server alike instead of
 * deciding a ratio. `cpu µs` is the server process's CPU per answered request: unlike requests per second it does not
 * depend on how much of the machine the load generator and its neighbours leave to the server.
 */
export async function benchHttp() {
  spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: MOCK, stdio: 'ignore' });
  const servers = [];
  if (CORES) pinSelf(CORES.load);
  try {
    const mock = await startMock('mock');
    // the history pages on a mock of their own: the garbage of 1000-point pages, collected in the next round of
    // project lists, cost those 3–5 µs per request. It also answers the requests that find the paths, so that every
    // mock of the project list has answered that operation only (V8's state after others varies from start to start).
    const historyMock = await startMock('mock for history pages');
    servers.push(mock.server, historyMock.server);
    const { paths, bodies } = await pathsOf(historyMock);
    // a sandbox by name (X-Mock-Sandbox) needs the control token, as CI's harnesses send it
    const token = randomBytes(24).toString('hex');
    const sandboxed = await startMock(
      'mock in a sandbox',
      { MOCK_CONTROL: '1', MOCK_CONTROL_TOKEN: token },
      { 'x-mock-sandbox': 'bench', 'x-mock-control-token': token },
    );
    const unlimited = await startMock('mock without rate limit', { MOCK_RATE_LIMIT: '0' });
    const strict = await startMock('mock checking replies first', { MOCK_STRICT_RESPONSES: '1' });
    servers.push(sandboxed.server, unlimited.server, strict.server);
    const prismPort = await freePort();
    const prism = start(
      'prism',
      join(ROOT, 'tests/bench/node_modules/.bin/prism'),
      [
        ...['mock', join(ROOT, 'openapi/openapi.yaml'), '-p', String(prismPort)],
        ...['-h', '127.0.0.1', '-v', 'silent'],
      ],
      { cores: CORES?.servers },
    );
    const dir = mkdtempSync(join(tmpdir(), 'bench-'));
    writeFileSync(join(dir, 'bodies.json'), JSON.stringify(bodies));
    const bare = start('bare', process.execPath, [join(ROOT, 'tests/bench/bare-server.mjs')], {
      env: { PORT: '0', BARE_BODIES: join(dir, 'bodies.json') },
      cores: CORES?.servers,
    });
    servers.push(prism, bare);
    const projectsOnly = { projects: paths.projects };
    const historyOnly = { history: paths.history };
    // the mocks side by side in every round, so their differences come from rounds measured together
    const targets = [
      { target: 'mock server', ...mock, paths: projectsOnly },
      { target: 'mock server', ...historyMock, paths: historyOnly },
      { target: 'mock, requests in a sandbox', ...sandboxed, paths: projectsOnly },
      { target: 'mock, rate limit off', ...unlimited, paths: projectsOnly },
      { target: 'mock, every reply checked (development)', ...strict, paths: projectsOnly },
      { target: 'prism mock', base: `http://127.0.0.1:${prismPort}`, headers: mock.headers, paths },
      { target: 'bare fastify', base: `http://127.0.0.1:${await listeningPort(bare)}`, paths },
    ];
    for (const t of targets)
      await waitFor(`${t.base}${paths.projects}`, { init: { headers: t.headers } });

    const runs = new Map(); // `${target}|${what}` → results of every round
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 ? [...targets].reverse() : targets;
      for (const t of order) {
        const pid = (t.server ?? (t.target === 'prism mock' ? prism : bare)).child.pid;
        for (const [what, path] of Object.entries(t.paths)) {
          await load(`${t.base}${path}`, t.headers ?? {}, {
            seconds: round === 0 ? 2 : 1,
            warmup: 0,
          });
          const before = cpuSeconds(pid);
          const r = await load(`${t.base}${path}`, t.headers ?? {}, {
            seconds: SECONDS,
            warmup: 0,
          });
          r.cpuUs = ((cpuSeconds(pid) - before) * 1e6) / Math.max(1, r.total);
          const key = `${t.target}|${what}`;
          runs.set(key, [...(runs.get(key) ?? []), r]);
        }
      }
    }
    const rows = [];
    for (const [key, results] of runs) {
      const [target, what] = key.split('|');
      const list = [...results].sort((a, b) => a.rps - b.rps);
      const mid = list[Math.floor(list.length / 2)];
      const cpu = [...results].map((r) => r.cpuUs).sort((a, b) => a - b);
      const row = {
        target,
        what,
        rps: mid.rps,
        'rps range': `${Math.round(list[0].rps)}–${Math.round(list.at(-1).rps)}`,
        p50: mid.p50,
        p99: mid.p99,
        'cpu µs': Math.round(cpu[Math.floor(cpu.length / 2)] * 10) / 10,
        errors: list.reduce((n, r) => n + r.errors, 0),
        'bytes/reply': Math.round(mid.bytes / Math.max(1, mid.total)),
      };
      // every round's CPU per request, in round order (not a column): pipeline() pairs the rounds of two mocks
      Object.defineProperty(row, 'cpuRounds', { value: results.map((r) => r.cpuUs) });
      rows.push(row);
    }
    return rows;
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    if (CORES) pinSelf(CORES.all);
  }
}

const find = (rows, target, what = 'projects') =>
  rows.find((r) => r.target === target && r.what === what);

export function ratios(rows) {
  const ratio = (a, b, what, key) => find(rows, a, what)?.[key] / find(rows, b, what)?.[key];
  return ['projects', 'history'].map((what) => ({
    what,
    'mock ÷ prism (rps)': ratio('mock server', 'prism mock', what, 'rps'),
    'mock ÷ bare fastify (rps)': ratio('mock server', 'bare fastify', what, 'rps'),
    'bare ÷ mock (cpu µs per request)': ratio('bare fastify', 'mock server', what, 'cpu µs'),
  }));
}

/**
 * What the protections of GET /api/v2/projects/ cost per request in server CPU: the median over the rounds of the
 * difference between two mocks measured in the same round.
 */
export function pipeline(rows) {
  const rounds = (target) => find(rows, target)?.cpuRounds ?? [];
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)] ?? NaN;
  const diff = (a, b) => median(rounds(a).map((v, i) => v - rounds(b)[i]));
  return [
    { part: 'the mock, every protection on', 'cpu µs per request': median(rounds('mock server')) },
    {
      part: 'API rate limit (per-address window)',
      'cpu µs per request': diff('mock server', 'mock, rate limit off'),
    },
    {
      part: 'a request inside a sandbox',
      'cpu µs per request': diff('mock, requests in a sandbox', 'mock server'),
    },
    {
      part: 'every reply body checked and its writing compared (development), not one in 64',
      'cpu µs per request': diff('mock, every reply checked (development)', 'mock server'),
    },
    { part: 'bare Fastify route, same body', 'cpu µs per request': median(rounds('bare fastify')) },
  ].map((r) => ({ ...r, 'cpu µs per request': Math.round(r['cpu µs per request'] * 10) / 10 }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchHttp();
  const round2 = (r) =>
    Object.fromEntries(
      Object.entries(r).map(([k, v]) => [k, typeof v === 'number' ? Math.round(v * 100) / 100 : v]),
    );
  console.table(rows.map(round2));
  console.table(ratios(rows).map(round2));
  console.table(pipeline(rows));
}
