#!/usr/bin/env node
// Floods the public demo as docs/security.md runs it (the built server, production, loopback, a reset every hour,
// TRUST_PROXY=127.0.0.1 — this script plays the proxy and gives every request an X-Forwarded-For) and prints the figures
// of docs/security.md#sandboxes-under-a-flood:
//   1. a visitor signs in and creates a project; then 10,000 anonymous requests of every kind — pages, files, 404s, API
//      calls without a session, wrong and right sign-ins without a cookie, X-Mock-Sandbox names, forged visitor
//      cookies — from 2,500 addresses, 200 at a time. The visitor's session and project must be intact afterwards.
//   2. 5,000 parallel sandbox-creating requests on a fresh server: right sign-ins without a cookie from 5,000
//      addresses (the public demo), and 5,000 distinct X-Mock-Sandbox names with the control token (a CI job's
//      server). Peak RSS sampled every 20 ms; budget ≤ 300 MB.
// Status 0 counts connections the client could not open or lost (5,000 at once overflow the listen backlog).
// Usage: node tests/bench/flood.mjs [--json out.json]   (pnpm bench:flood; builds the console and the server when
// missing, BENCH_REBUILD=1 rebuilds them)
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startInstance } from '../deploy/scale-out-setup.mjs';
import { ensureMockBuilt, ensureWebBuilt, waitFor } from './lib.mjs';

const { values: args } = parseArgs({ options: { json: { type: 'string' } } });
const RSS_BUDGET_MB = 300;
const DEMO = { username: 'demo', password: 'demo123456' };

/** The built server as a public demo runs it, on a port it picks; its peak RSS sampled every 20 ms. */
async function startDemo(env = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'iot-flood-'));
  const instance = await startInstance(dir, env);
  const base = `http://${instance.address}`;
  await waitFor(`${base}/api/v2/`);
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, instance.rssKb())), 20);
  const mb = (kb) => Math.round(kb / 1024);
  return {
    base,
    rss: () => mb(instance.rssKb()),
    peak: () => mb(peak),
    stop: async () => {
      clearInterval(sampler);
      await instance.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const address = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function call(base, path, { method = 'GET', body, headers = {} } = {}) {
  try {
    const res = await fetch(new URL(path, base), {
      method,
      headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
      body: body && JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await res.text();
    return { status: res.status, text, cookies: res.headers.getSetCookie() };
  } catch (err) {
    return { status: 0, text: String(err.cause?.code ?? err.message), cookies: [] };
  }
}

/** Runs `count` calls made by `make(i)`, `parallel` at a time; the statuses counted. */
async function runAll(count, parallel, make) {
  const statuses = {};
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const r = await make(next++);
      statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return statuses;
}

/** One of every kind of anonymous request, by number. */
function anonymous(base, i) {
  const from = { 'x-forwarded-for': address(1 + (i % 2500)) };
  const kinds = [
    () => call(base, '/login', { headers: from }),
    () => call(base, '/favicon.svg', { headers: from }),
    () => call(base, '/assets/devices/controller.svg', { headers: from }),
    () => call(base, `/no/such/page/${i}`, { headers: from }),
    () => call(base, '/api/v2/projects/', { headers: from }),
    () => call(base, `/api/v2/no-such-operation/${i}/`, { headers: from }),
    () =>
      call(base, '/api/v2/account/login/', {
        method: 'POST',
        body: { username: 'demo', password: `guess-${i}` },
        headers: from,
      }),
    () => call(base, '/api/v2/account/login/', { method: 'POST', body: DEMO, headers: from }),
    () =>
      call(base, '/api/v2/account/login/', {
        method: 'POST',
        body: DEMO,
        headers: { ...from, 'x-mock-sandbox': `flood-${i}` },
      }),
    () =>
      call(base, '/api/v2/projects/', {
        headers: {
          ...from,
          cookie: `mock_sandbox=${randomBytes(16).toString('base64url')}.forged`,
        },
      }),
  ];
  return kinds[i % kinds.length]();
}

async function anonymousFlood() {
  const demo = await startDemo();
  try {
    const signIn = await call(demo.base, '/api/v2/account/login/', {
      method: 'POST',
      body: DEMO,
      headers: { 'x-forwarded-for': '192.0.2.1' },
    });
    const cookie = signIn.cookies.map((c) => c.split(';')[0]).join('; ');
    const session = {
      authorization: `Bearer ${JSON.parse(signIn.text).data.token.access}`,
      'x-org-slug': 'demo-farm',
      'x-forwarded-for': '192.0.2.1',
      cookie,
    };
    const made = await call(demo.base, '/api/v2/projects/', {
      method: 'POST',
      body: { name: 'The visitor’s own' },
      headers: session,
    });
    if (made.status !== 201) throw new Error(`the visitor's project: ${made.status} ${made.text}`);
    const t0 = performance.now();
    const statuses = await runAll(10_000, 200, (i) => anonymous(demo.base, i));
    const seconds = (performance.now() - t0) / 1000;
    const after = await call(demo.base, '/api/v2/projects/', { headers: session });
    const intact =
      after.status === 200 &&
      JSON.parse(after.text).data.some((p) => p.name === 'The visitor’s own');
    return {
      requests: 10_000,
      seconds: Number(seconds.toFixed(1)),
      statuses,
      visitorIntact: intact,
      visitorAfter: after.status,
      rssAfterMb: demo.rss(),
      peakRssMb: demo.peak(),
    };
  } finally {
    await demo.stop();
  }
}

async function creatingFlood(name, env, request) {
  const demo = await startDemo(env);
  try {
    const before = demo.rss();
    const t0 = performance.now();
    const answers = await Promise.all(
      Array.from({ length: 5000 }, (_, i) => request(demo.base, i)),
    );
    const seconds = (performance.now() - t0) / 1000;
    const statuses = {};
    for (const a of answers) statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    return {
      name,
      requests: 5000,
      seconds: Number(seconds.toFixed(1)),
      statuses,
      rssBeforeMb: before,
      peakRssMb: demo.peak(),
      withinBudget: demo.peak() <= RSS_BUDGET_MB,
    };
  } finally {
    await demo.stop();
  }
}

ensureWebBuilt();
ensureMockBuilt();
const flood = await anonymousFlood();
console.log(
  `10,000 anonymous requests in ${flood.seconds} s, statuses ${JSON.stringify(flood.statuses)}; ` +
    `the signed-in visitor afterwards: ${flood.visitorAfter}, project ${flood.visitorIntact ? 'intact' : 'GONE'}; ` +
    `RSS peak ${flood.peakRssMb} MB`,
);
const token = randomBytes(24).toString('hex');
const creating = [
  await creatingFlood('public demo: 5,000 parallel sign-ins from 5,000 addresses', {}, (base, i) =>
    call(base, '/api/v2/account/login/', {
      method: 'POST',
      body: DEMO,
      headers: { 'x-forwarded-for': address(10_000 + i) },
    }),
  ),
  await creatingFlood(
    'CI: 5,000 parallel requests naming new sandboxes (control token)',
    { MOCK_CONTROL: '1', MOCK_CONTROL_TOKEN: token },
    (base, i) =>
      call(base, '/api/v2/organizations/', {
        headers: {
          'x-forwarded-for': address(20_000 + i),
          'x-mock-sandbox': `job-${i}`,
          'x-mock-control-token': token,
        },
      }),
  ),
];
for (const c of creating)
  console.log(
    `${c.name}: ${c.seconds} s, statuses ${JSON.stringify(c.statuses)}, RSS ${c.rssBeforeMb} → peak ${c.peakRssMb} MB (budget ≤ ${RSS_BUDGET_MB})`,
  );
const pass = flood.visitorIntact && creating.every((c) => c.withinBudget);
console.log(pass ? 'PASS' : 'FAIL');
if (args.json) writeFileSync(args.json, `${JSON.stringify({ flood, creating, pass }, null, 2)}\n`);
process.exitCode = pass ? 0 : 1;
