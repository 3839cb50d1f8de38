#!/usr/bin/env node
// Throughput and latency of the mock server against `prism mock` on the same openapi/openapi.yaml and against a bare
// Fastify route returning the same JSON (the ceiling), on loopback, with autocannon, in interleaved rounds (median kept).
// Prints a table and returns the rows (used by run.mjs).
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, assertFree, load, start, waitFor } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const PORTS = { mock: 5791, prism: 5792, bare: 5793 };

/**
 * The three servers run side by side (an idle one costs nothing) and are loaded in turns: ROUNDS rounds, each loading
 * every server on every path once, in an order that rotates per round. Each row gives the median round and the range,
 * so a slow moment of the machine (the host of this VM shares its cores) moves one round of every server alike
 * instead of deciding a ratio.
 */
export async function benchHttp() {
  await assertFree(...Object.values(PORTS));
  const servers = [];
  const stopAll = () => Promise.all(servers.map((s) => s.stop()));
  try {
    // 1. the mock server, signed in as demo, request and reply validation on.
    const mock = start(
      'mock',
      join(ROOT, 'apps/mock-server/node_modules/.bin/tsx'),
      ['src/server.ts'],
      {
        cwd: join(ROOT, 'apps/mock-server'),
        env: {
          PORT: String(PORTS.mock),
          HOST: '127.0.0.1',
          MOCK_DB: ':memory:',
          NODE_ENV: 'production',
          MOCK_STRICT_RESPONSES: '1',
          LOG_LEVEL: 'warn',
          ACCESS_TOKEN_TTL: '3600',
          // a load generator is one client at thousands of requests a second: the limiter counts, never refuses
          MOCK_RATE_LIMIT: '1000000000',
        },
      },
    );
    servers.push(mock);
    // 2. prism mock on the same document (static examples), with the same headers.
    servers.push(
      start('prism', join(ROOT, 'tests/bench/node_modules/.bin/prism'), [
        'mock',
        join(ROOT, 'openapi/openapi.yaml'),
        '-p',
        String(PORTS.prism),
        '-h',
        '127.0.0.1',
        '-v',
        'silent',
      ]),
    );
    const base = `http://127.0.0.1:${PORTS.mock}`;
    await waitFor(`${base}/api/v2/organizations/`);
    const login = await fetch(`${base}/api/v2/account/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'demo', password: 'demo123456' }),
    }).then((r) => r.json());
    const headers = {
      authorization: `Bearer ${login.data.token.access}`,
      'x-org-slug': 'demo-farm',
    };
    // a factor of the first device of the first project, for the 7-day history page
    const projects = await fetch(`${base}/api/v2/projects/`, { headers }).then((r) => r.json());
    const proj = projects.data[0].project_id;
    const devices = await fetch(`${base}/api/v2/projects/${proj}/devices/?page_size=50`, {
      headers,
    }).then((r) => r.json());
    const device = devices.data.results.find((d) => d.is_online) ?? devices.data.results[0];
    const factors = await fetch(`${base}/api/v2/projects/${proj}/devices/${device.id}/factors/`, {
      headers,
    }).then((r) => r.json());
    const agri = factors.data.find((f) => f.the_type >= 1000).agri_id;
    const since = Math.floor(Date.now() / 1000) - 7 * 86400;
    const paths = {
      projects: '/api/v2/projects/',
      history: `/api/v2/data/${agri}/?page=1&page_size=1000&min_timestamp=${since}`,
    };
    const bodies = {
      '/api/v2/projects/': projects,
      [`/api/v2/data/${agri}/`]: await fetch(`${base}${paths.history}`, { headers }).then((r) =>
        r.json(),
      ),
    };

    // 3. bare Fastify returning the same JSON.
    const dir = mkdtempSync(join(tmpdir(), 'bench-'));
    writeFileSync(join(dir, 'bodies.json'), JSON.stringify(bodies));
    servers.push(
      start('bare', process.execPath, [join(ROOT, 'tests/bench/bare-server.mjs')], {
        env: { PORT: String(PORTS.bare), BARE_BODIES: join(dir, 'bodies.json') },
      }),
    );
    const targets = [
      { target: 'mock server', base, headers },
      { target: 'prism mock', base: `http://127.0.0.1:${PORTS.prism}`, headers },
      { target: 'bare fastify', base: `http://127.0.0.1:${PORTS.bare}`, headers: {} },
    ];
    for (const t of targets.slice(1))
      await waitFor(`${t.base}${paths.projects}`, { init: { headers } });

    const runs = new Map(); // `${target}|${what}` → results of every round
    for (let round = 0; round < ROUNDS; round++) {
      const order = targets.map((_, i) => targets[(i + round) % targets.length]);
      for (const t of order) {
        for (const [what, path] of Object.entries(paths)) {
          const r = await load(`${t.base}${path}`, t.headers, {
            seconds: SECONDS,
            warmup: round === 0 ? 2 : 1,
          });
          const key = `${t.target}|${what}`;
          runs.set(key, [...(runs.get(key) ?? []), r]);
        }
      }
    }
    const rows = [];
    for (const t of targets) {
      for (const what of Object.keys(paths)) {
        const list = [...runs.get(`${t.target}|${what}`)].sort((a, b) => a.rps - b.rps);
        const mid = list[Math.floor(list.length / 2)];
        rows.push({
          target: t.target,
          what,
          rps: mid.rps,
          'rps range': `${Math.round(list[0].rps)}–${Math.round(list.at(-1).rps)}`,
          p50: mid.p50,
          p99: mid.p99,
          errors: list.reduce((n, r) => n + r.errors, 0),
          'bytes/reply': Math.round(mid.bytes / Math.max(1, mid.total)),
        });
      }
    }
    return rows;
  } finally {
    await stopAll();
  }
}

export function ratios(rows) {
  const get = (target, what) =>
    rows.find((r) => r.target === target && r.what === what)?.rps ?? NaN;
  return ['projects', 'history'].map((what) => ({
    what,
    'mock ÷ prism': get('mock server', what) / get('prism mock', what),
    'mock ÷ bare fastify': get('mock server', what) / get('bare fastify', what),
  }));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const rows = await benchHttp();
  console.table(rows.map((r) => ({ ...r, rps: Math.round(r.rps) })));
  console.table(
    ratios(rows).map((r) =>
      Object.fromEntries(
        Object.entries(r).map(([k, v]) => [k, typeof v === 'number' ? v.toFixed(2) : v]),
      ),
    ),
  );
}
