#!/usr/bin/env node
// Storage, sandboxes and start of the mock server, each in a server process of its own on a db file in a temporary
// directory (docs/decisions/0072-journal-storage.md): writes under concurrency at the default and the large scale, reads
// while writing, a write after 4,000 factor creates, the memory of the large world and of 100 sandboxes, and the time
// from launch to the first 200 of the built server. Prints a table and returns the rows (used by run.mjs).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ROOT, assertFree, start, waitFor } from './lib.mjs';

const PORT = Number(process.env.BENCH_STORAGE_PORT ?? 3251);
const SECONDS = Number(process.env.BENCH_STORAGE_SECONDS ?? 8);
const base = `http://127.0.0.1:${PORT}`;
const MOCK = join(ROOT, 'apps/mock-server');
const BUILT = join(MOCK, 'dist/server.js');

/**
 * The node flags of the mock's `start` script (`npm start` runs it): the V8 heap settings the server is sized for
 * (docs/mock-server.md#memory). Read from apps/mock-server/package.json, so the bench launches what users launch.
 */
const NODE_FLAGS = (() => {
  const { start } = JSON.parse(readFileSync(join(MOCK, 'package.json'), 'utf8')).scripts;
  const flags = /\bnode((?:\s+--\S+)*)\s+dist\/server\.js\b/.exec(start);
  if (!flags)
    throw new Error(`apps/mock-server's start script does not run dist/server.js: ${start}`);
  return flags[1].trim().split(/\s+/).filter(Boolean);
})();

/** The mock as `npm start` runs it: the built JavaScript when there is one (with its node flags), else through tsx. */
function launch(env) {
  const built = (() => {
    try {
      readFileSync(BUILT);
      return true;
    } catch {
      return false;
    }
  })();
  const [cmd, args] = built
    ? [process.execPath, [...NODE_FLAGS, BUILT]]
    : [join(MOCK, 'node_modules/.bin/tsx'), ['src/server.ts']];
  return start('mock', cmd, args, {
    cwd: MOCK,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL: '3600',
      MOCK_RATE_LIMIT: '1000000000',
      ...env,
    },
  });
}

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line.split(/\s+/)[1]) / 1024);
};

async function signIn(headers = {}) {
  const res = await fetch(`${base}/api/v2/account/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ username: 'demo', password: 'demo123456' }),
  });
  const token = (await res.json()).data.token.access;
  return { authorization: `Bearer ${token}`, 'x-org-slug': 'demo-farm', ...headers };
}

function cannon(opts) {
  return new Promise((resolve, reject) =>
    autocannon({ pipelining: 1, ...opts }, (err, res) => (err ? reject(err) : resolve(res))),
  );
}

/** `connections` writers renaming a project, each request a real change (a new name). */
function writers(headers, projectId, connections, seconds) {
  let n = 0;
  return cannon({
    url: `${base}/api/v2/projects/${projectId}/`,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'PATCH',
        headers: { ...headers, 'content-type': 'application/json' },
        setupRequest: (req) => ({ ...req, body: JSON.stringify({ name: `bench ${n++}` }) }),
      },
    ],
  });
}

const row = (measure, res, note = '') => ({
  measure,
  rps: Math.round(res.requests.average),
  p50_ms: res.latency.p50,
  p99_ms: res.latency.p99,
  max_ms: res.latency.max,
  errors: res.errors + res.timeouts + res.non2xx,
  note,
});

async function withServer(env, fn) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-storage-'));
  await assertFree(PORT);
  const server = launch({ MOCK_DB: join(dir, 'db.json'), ...env });
  try {
    await waitFor(`${base}/api/v2/`, { timeoutMs: 180_000 });
    return await fn(server);
  } finally {
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function firstProject(headers) {
  const res = await fetch(`${base}/api/v2/projects/`, { headers });
  return (await res.json()).data[0].project_id;
}

async function scaleRows(scale) {
  return withServer({ MOCK_SCALE: scale }, async (server) => {
    const headers = await signIn();
    const project = await firstProject(headers);
    await writers(headers, project, 10, 2);
    const w = await writers(headers, project, 10, SECONDS);
    const [r] = await Promise.all([
      cannon({ url: `${base}/api/v2/projects/`, headers, connections: 4, duration: SECONDS }),
      writers(headers, project, 2, SECONDS),
    ]);
    return [
      row(`${scale}: project renames, 10 concurrent writers`, w),
      row(`${scale}: GET projects (4 readers) with 2 concurrent writers`, r),
      { measure: `${scale}: server RSS after the runs (MB)`, rps: rssMb(server.child.pid) },
    ];
  });
}

async function afterFactorCreates() {
  return withServer({}, async () => {
    const headers = await signIn();
    const project = await firstProject(headers);
    const projects = (await (await fetch(`${base}/api/v2/projects/`, { headers })).json()).data;
    const devices = [];
    for (const p of projects) {
      const url = `${base}/api/v2/projects/${p.project_id}/devices/?page_size=100`;
      const list = (await (await fetch(url, { headers })).json()).data.results;
      devices.push(...list.map((d) => ({ id: d.id, project: p.project_id })));
    }
    let next = 0;
    const create = async () => {
      while (next < 4000) {
        const d = devices[next % devices.length];
        next++;
        const res = await fetch(`${base}/api/v2/projects/${d.project}/devices/${d.id}/factors/`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ name: `bench factor ${next}`, the_type: 1001 }),
        });
        if (res.status !== 201) throw new Error(`factor create: ${res.status} ${await res.text()}`);
      }
    };
    const t0 = Date.now();
    await Promise.all(Array.from({ length: 10 }, create));
    const seconds = (Date.now() - t0) / 1000;
    // "a write takes": one writer, each rename waiting for the previous — the latency of a write itself (with 10
    // writers a write also waits for the fsync of the group before it: the second row).
    const one = await writers(headers, project, 1, SECONDS);
    const w = await writers(headers, project, 10, SECONDS);
    return [
      { measure: '4,000 factor creates, 10 concurrent', rps: Math.round(4000 / seconds) },
      row('after 4,000 factor creates: project renames, one writer', one),
      row('after 4,000 factor creates: project renames, 10 writers', w),
    ];
  });
}

async function sandboxes() {
  // sandboxes by name (X-Mock-Sandbox) need the control token, as CI's harnesses send it
  const token = randomBytes(24).toString('hex');
  const control = { MOCK_CONTROL: '1', MOCK_CONTROL_TOKEN: token };
  return withServer({ MOCK_SANDBOX_MAX: '100', ...control }, async (server) => {
    const before = rssMb(server.child.pid);
    const t0 = Date.now();
    for (let i = 1; i <= 100; i++) {
      const headers = await signIn({
        'x-mock-sandbox': `bench-${i}`,
        'x-mock-control-token': token,
      });
      const res = await fetch(`${base}/api/v2/projects/`, { headers });
      if (res.status !== 200) throw new Error(`sandbox ${i}: ${res.status}`);
    }
    const ms = Date.now() - t0;
    return [
      { measure: 'server RSS, main world only (MB)', rps: before },
      {
        measure: 'server RSS with 100 sandboxes of the default seed (MB)',
        rps: rssMb(server.child.pid),
        note: `created and signed in to in ${ms} ms`,
      },
    ];
  });
}

async function startTime() {
  const dir = mkdtempSync(join(tmpdir(), 'bench-start-'));
  const times = [];
  try {
    for (let i = 0; i < 3; i++) {
      await assertFree(PORT);
      const t0 = Date.now();
      const server = launch({ MOCK_DB: join(dir, 'db.json') });
      for (;;) {
        try {
          const res = await fetch(`${base}/api/v2/account/login/`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ username: 'demo', password: 'demo123456' }),
          });
          if (res.status === 200) break;
        } catch {
          // not up yet
        }
        await new Promise((r) => setTimeout(r, 20));
      }
      times.push(Date.now() - t0);
      await server.stop();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  times.sort((a, b) => a - b);
  return [
    {
      measure: 'launch to the first 200 of a sign-in (ms, median of 3; runs 2-3 open the db file)',
      rps: times[1],
      note: `${times.join(', ')} ms`,
    },
  ];
}

export async function benchStorage() {
  const rows = [];
  const parts = {
    start: startTime,
    default: () => scaleRows('default'),
    large: () => scaleRows('large'),
    factors: afterFactorCreates,
    sandboxes,
  };
  // BENCH_STORAGE_PARTS=large,factors runs some of them.
  const chosen = process.env.BENCH_STORAGE_PARTS?.split(',') ?? Object.keys(parts);
  for (const part of chosen.map((name) => parts[name])) {
    const got = await part();
    for (const r of got) console.log(JSON.stringify(r));
    rows.push(...got);
  }
  return rows.map((r) => ({
    rps: '',
    p50_ms: '',
    p99_ms: '',
    max_ms: '',
    errors: '',
    note: '',
    ...r,
  }));
}

if (process.argv[1]?.endsWith('storage.mjs')) console.table(await benchStorage());
