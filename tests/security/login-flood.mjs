#!/usr/bin/env node
// Measures the sign-in path under load (docs/security.md#sign-in-limiting), on the mock as `npm start` runs it
// (NODE_ENV=production, bcrypt cost 10):
//   1. other users' latency: a signed-in user reads GET /api/v2/projects/ one request after another, first alone, then
//      while 30 sign-ins are in flight at every moment (correct passwords of the seeded accounts) — p50/p95/p99;
//   2. 200 parallel wrong passwords for one account from one address: how many answers are not 429.
// Usage: node tests/security/login-flood.mjs [--url http://127.0.0.1:3141] [--seconds 10] [--json out.json]
// Without --url it starts apps/mock-server on FLOOD_PORT (default 3141) and stops it afterwards.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values: args } = parseArgs({
  options: {
    url: { type: 'string' },
    seconds: { type: 'string', default: '10' },
    concurrency: { type: 'string', default: '30' },
    json: { type: 'string' },
  },
});
const SECONDS = Number(args.seconds);
const CONCURRENCY = Number(args.concurrency);
const ACCOUNTS = ['demo', 'viewer', 'outsider', 'wangfang', 'zhangwei', 'emily', 'wx_lihua'];

function startMock(port) {
  const child = spawn(join(ROOT, 'apps/mock-server/node_modules/.bin/tsx'), ['src/server.ts'], {
    cwd: join(ROOT, 'apps/mock-server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      MOCK_DB: ':memory:',
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'error',
      BCRYPT_ROUNDS: '10',
      // every client of this script shares one address; real users come from many, so the per-address API limit
      // (MOCK_RATE_LIMIT) must not stand in for the sign-in limiter being measured
      MOCK_RATE_LIMIT: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitUp(url, child) {
  for (let i = 0; i < 200; i++) {
    if (child?.exitCode != null) throw new Error(`the mock exited with ${child.exitCode}`);
    try {
      await fetch(`${url}/api/docs/openapi.yaml`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 150));
    }
  }
  throw new Error(`no answer from ${url}`);
}

const signIn = (url, username, password = `${username}123456`) =>
  fetch(`${url}/api/v2/account/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

function percentiles(samples) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
  return { n: s.length, p50: at(50), p95: at(95), p99: at(99), max: s.at(-1) ?? NaN };
}

/** One signed-in user reading their projects, one request after another, until `until`. */
async function readLoop(url, headers, until) {
  const samples = [];
  while (performance.now() < until) {
    const t0 = performance.now();
    const res = await fetch(`${url}/api/v2/projects/`, { headers });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`reading projects answered ${res.status}`);
    samples.push(performance.now() - t0);
  }
  return samples;
}

/** `CONCURRENCY` sign-ins in flight at every moment until `until`; their latencies and statuses. */
async function flood(url, until) {
  const latencies = [];
  const statuses = new Map();
  let next = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const user = ACCOUNTS[next++ % ACCOUNTS.length];
      const t0 = performance.now();
      const res = await signIn(url, user);
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { latencies, statuses: Object.fromEntries(statuses) };
}

const fmt = (p) =>
  `n=${p.n} p50=${p.p50.toFixed(1)} ms p95=${p.p95.toFixed(1)} ms p99=${p.p99.toFixed(1)} ms max=${p.max.toFixed(1)} ms`;

async function main() {
  const port = Number(process.env.FLOOD_PORT ?? 3141);
  const child = args.url ? null : startMock(port);
  const url = args.url ?? `http://127.0.0.1:${port}`;
  try {
    await waitUp(url, child);
    const reader = await (await signIn(url, 'viewer')).json();
    const headers = {
      authorization: `Bearer ${reader.data.token.access}`,
      'x-org-slug': 'demo-farm',
    };
    await readLoop(url, headers, performance.now() + 1000); // warm-up
    const alone = percentiles(await readLoop(url, headers, performance.now() + 3000));
    const until = performance.now() + SECONDS * 1000;
    const [underFlood, logins] = await Promise.all([
      readLoop(url, headers, until),
      flood(url, until),
    ]);
    const busy = percentiles(underFlood);
    const loginLatency = percentiles(logins.latencies);

    const wrong = await Promise.all(
      Array.from({ length: 200 }, () => signIn(url, 'outsider', 'wrong-password')),
    );
    const statuses = {};
    for (const r of wrong) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
    const not429 = wrong.filter((r) => r.status !== 429).length;

    const result = {
      url,
      seconds: SECONDS,
      concurrency: CONCURRENCY,
      otherUserAlone: alone,
      otherUserUnderFlood: busy,
      signIns: {
        ...loginLatency,
        perSecond: logins.latencies.length / SECONDS,
        statuses: logins.statuses,
      },
      wrongPasswords: { sent: 200, not429, statuses },
      budgets: { p95UnderFloodMs: 50, not429: 10 },
      pass: busy.p95 <= 50 && not429 <= 10,
    };
    console.log(`other user alone:                ${fmt(alone)}`);
    console.log(
      `other user, ${CONCURRENCY} sign-ins in flight: ${fmt(busy)}   (budget p95 ≤ 50 ms)`,
    );
    console.log(
      `sign-ins under the flood:        ${fmt(loginLatency)}, ${result.signIns.perSecond.toFixed(1)}/s, statuses ${JSON.stringify(logins.statuses)}`,
    );
    console.log(
      `200 parallel wrong passwords:    ${not429} answers other than 429 (budget ≤ 10), statuses ${JSON.stringify(statuses)}`,
    );
    console.log(result.pass ? 'PASS' : 'FAIL');
    if (args.json) writeFileSync(args.json, `${JSON.stringify(result, null, 2)}\n`);
    process.exitCode = result.pass ? 0 : 1;
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
  }
}

await main();
