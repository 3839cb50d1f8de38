#!/usr/bin/env node
// Throughput and latency of the mock server against `prism mock` on the same openapi/openapi.yaml and against a bare
// Fastify route returning the same JSON (the ceiling), one after the other on loopback, with autocannon.
// Prints a table and returns the rows (used by run.mjs).
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, load, start, waitFor } from './lib.mjs';

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 8);
const PORTS = { mock: 5791, prism: 5792, bare: 5793 };

export async function benchHttp() {
  const results = [];
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
      },
    },
  );
  const base = `http://127.0.0.1:${PORTS.mock}`;
  const bodies = {};
  const paths = {};
  try {
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
    paths.projects = '/api/v2/projects/';
    paths.history = `/api/v2/data/${agri}/?page=1&page_size=1000&min_timestamp=${since}`;
    bodies['/api/v2/projects/'] = projects;
    bodies[`/api/v2/data/${agri}/`] = await fetch(`${base}${paths.history}`, { headers }).then(
      (r) => r.json(),
    );
    for (const [what, path] of Object.entries(paths)) {
      results.push({
        target: 'mock server',
        what,
        ...(await load(`${base}${path}`, headers, { seconds: SECONDS })),
      });
    }
    results.headers = headers;
  } finally {
    await mock.stop();
  }

  // 2. prism mock on the same document (static examples), with the same headers.
  const prism = start('prism', join(ROOT, 'tests/bench/node_modules/.bin/prism'), [
    'mock',
    join(ROOT, 'openapi/openapi.yaml'),
    '-p',
    String(PORTS.prism),
    '-h',
    '127.0.0.1',
    '-v',
    'silent',
  ]);
  try {
    const pbase = `http://127.0.0.1:${PORTS.prism}`;
    await waitFor(`${pbase}/api/v2/projects/`, { init: { headers: results.headers } });
    for (const [what, path] of Object.entries(paths)) {
      results.push({
        target: 'prism mock',
        what,
        ...(await load(`${pbase}${path}`, results.headers, { seconds: SECONDS })),
      });
    }
  } finally {
    await prism.stop();
  }

  // 3. bare Fastify returning the same JSON.
  const dir = mkdtempSync(join(tmpdir(), 'bench-'));
  writeFileSync(join(dir, 'bodies.json'), JSON.stringify(bodies));
  const bare = start('bare', process.execPath, [join(ROOT, 'tests/bench/bare-server.mjs')], {
    env: { PORT: String(PORTS.bare), BARE_BODIES: join(dir, 'bodies.json') },
  });
  try {
    const bbase = `http://127.0.0.1:${PORTS.bare}`;
    await waitFor(`${bbase}/api/v2/projects/`);
    for (const [what, path] of Object.entries(paths)) {
      results.push({
        target: 'bare fastify',
        what,
        ...(await load(`${bbase}${path}`, {}, { seconds: SECONDS })),
      });
    }
  } finally {
    await bare.stop();
  }
  delete results.headers;
  return results;
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
