#!/usr/bin/env node
// `pnpm bench`: every benchmark in one run on this machine, one table printed, docs/performance.md written.
// Parts: simulation (history pages, event-loop lag, 10,000 devices), HTTP side by side (mock vs prism mock vs bare Fastify),
// Lighthouse (/login, projects), browser figures (factor page, all-devices page with 10,000 devices), bundle sizes.
// BENCH_ONLY=sim,http,storage,lighthouse,pages,bundle runs a subset: only those sections of the document are replaced.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from './lib.mjs';
import { benchHttp, pipeline, ratios } from './mock-http.mjs';
import { benchLighthouse } from './lighthouse.mjs';
import { benchPages } from './pages.mjs';
import { benchStorage } from './storage.mjs';

const only = process.env.BENCH_ONLY?.split(',');
const want = (part) => !only || only.includes(part);
const sections = [];
const fmt = (v) =>
  typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(2)) : String(v ?? '');

function table(rows) {
  if (!rows.length) return '';
  const cols = Object.keys(rows[0]);
  return [
    `| ${cols.join(' | ')} |`,
    `| ${cols.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${cols.map((c) => fmt(r[c]).replace(/\|/g, '\\|')).join(' | ')} |`),
  ].join('\n');
}
const today = new Date().toISOString().slice(0, 10);
function section(title, rows, note = '') {
  console.log(`\n== ${title}`);
  console.table(rows);
  // a subset leaves the other sections as an earlier run wrote them: its own say when they were measured
  const when = only ? `Last run: \`BENCH_ONLY=${only.join(',')} pnpm bench\` on ${today}.` : '';
  const text = [note, when].filter(Boolean).join(' ');
  sections.push(`## ${title}\n\n${text ? `${text}\n\n` : ''}${table(rows)}\n`);
}

if (want('sim')) {
  const out = join(mkdtempSync(join(tmpdir(), 'bench-')), 'sim.json');
  const r = spawnSync(
    join(ROOT, 'apps/mock-server/node_modules/.bin/tsx'),
    ['bench/mock-bench.ts'],
    {
      cwd: join(ROOT, 'apps/mock-server'),
      env: { ...process.env, BENCH_JSON: out, BENCH_HTTP: '0' },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (r.status !== 0) throw new Error('mock simulation bench failed');
  section(
    'Simulation: history pages, 10,000 devices, event-loop lag',
    JSON.parse(readFileSync(out, 'utf8')),
    'In-process, from [apps/mock-server/bench/mock-bench.ts](../apps/mock-server/bench/mock-bench.ts). Budget: a 7-day history page ≤ 5 ms p50.',
  );
}
if (want('http')) {
  const rows = await benchHttp();
  section(
    'Mock server over HTTP vs prism mock vs bare Fastify',
    rows.map((r) => ({ ...r, rps: Math.round(r.rps) })),
    'autocannon, 50 connections (enough to saturate each server), loopback ([tests/bench/mock-http.mjs](../tests/bench/mock-http.mjs)); ' +
      'on two or more cores the servers run on the last core and autocannon on the others (taskset; ADR 0165). ' +
      'The servers run side by side and are loaded in turns: BENCH_ROUNDS (5) rounds of BENCH_HTTP_SECONDS (5 s) per server ' +
      'and path, in one order and then the reverse; rps is the median round (its p50/p99 latency in ms) and the range covers every round; ' +
      "`cpu µs` is the server process's CPU per answered request (median round). The mock is the built server as `npm start` runs it " +
      '(production) with every protection on (rate limit, security headers, sandboxes), signed in as demo, each request ' +
      'validated before its handler and one reply body in 64 checked against the document (ADR 0030); ' +
      "the mock's history pages run on a process of their own, so the garbage of its 1000-point pages is not collected in the " +
      'next round of project lists (paired in one process, a round after history pages cost those 3–5 µs more per request); ' +
      'that process also answers the requests that find the paths, so every mock of the project list has answered that operation only; ' +
      'prism serves the same openapi/openapi.yaml (static examples, no auth); the bare route returns the same JSON bytes as the mock.',
  );
  section(
    'Ratios (requests per second)',
    ratios(rows),
    'Budgets: GET /api/v2/projects/ at ≥ 10× prism mock and ≥ 0.5× the bare Fastify route. The history row compares unlike ' +
      'work for prism (it returns a 2-point example, the mock computes 1000 points). A server slower than autocannon also ' +
      'pays, in its socket writes, for waking the waiting client on every answer, so a µs of work costs it more than a µs. ' +
      'Whole runs differ by a few hundredths (0.58–0.63 over four runs in a row); single rounds spread more, so judge a ' +
      'ratio near the budget from several runs. The figure is a process that has answered this operation only: one that ' +
      'has answered others first (a server in use) spends more in the string code fast-json-stringify shares between every ' +
      "operation's serializer, and can be up to half again as slow from one start to the next (ADR 0165).",
  );
  section(
    'The request pipeline: what each protection costs',
    pipeline(rows),
    'Server CPU per GET /api/v2/projects/, from the rows above: the rate limit is the difference to a mock started with ' +
      'MOCK_RATE_LIMIT=0, a sandbox the difference of requests carrying X-Mock-Sandbox, checking every reply body the difference to a ' +
      'mock started with MOCK_STRICT_RESPONSES=1 as in development, which also writes each reply with JSON.stringify to compare (medians of differences within a round). Each mock is a process of its own, ' +
      'and where V8 inlines what moves its figure by a tenth or more between two starts of the same build: a difference of a few µs is ' +
      'not a cost. Every hook of the path is synchronous ' +
      '(callback style): authentication, organization and role, the rate limit, the sandbox choice, the security headers (three ' +
      'fixed headers on an API answer) and the language headers (Content-Language and Vary; each distinct Accept-Language is ' +
      "negotiated once); a read's handler returns its reply without a promise. A request inside a sandbox adds AsyncLocalStorage, whose promise hook " +
      '(Node 20) runs for every promise of the request (the server runs without it until the first sandbox is used), and the ' +
      'check of what chose the sandbox: here the control token (a sha256 of the token the request brings), in the public demo ' +
      "the visitor's signed cookie (an HMAC). The security and language headers have no switch; measured in paired runs of a build " +
      'without them: the rate limit, the language and the security headers together (three hooks, eight headers) cost 5.5–7 µs ' +
      "per request. A build writing all eight headers from the rate limit's onRequest hook, without the two onSend hooks, measured " +
      'between 0.8 µs less and 1.0 µs more (12 and 16 paired rounds): less than rounds spread, so those hooks cost little on their own. ' +
      'Beyond these, the mock does what the bare route does not: it ' +
      "serializes the live reply (fast-json-stringify from the document's schema, ADR 0163; the bare route sends ready bytes), validates the request against the document, " +
      "writes eight more headers and times each request for its log line (the request's logger itself is bound on its first line, ADR 0164).",
  );
}
if (want('storage')) {
  section(
    'Storage, sandboxes and start of the mock server',
    await benchStorage(),
    'A server process per part on a db file in a temporary directory, the built server when there is one ' +
      '([tests/bench/storage.mjs](../tests/bench/storage.mjs), [ADR 0017](decisions/0017-journal-storage-and-sandboxes.md)); ' +
      'autocannon for BENCH_STORAGE_SECONDS (8 s). Writes rename a project (each one a real change, acknowledged once on disk). ' +
      '`rps` holds the figure of rows without latencies. Budgets at MOCK_SCALE=large: ≥ 300 writes/s with 10 writers and ' +
      'write p99 ≤ 50 ms; reads next to 2 writers p99 ≤ 20 ms; large ≥ 0.8 × default write throughput; RSS ≤ 200 MB; after ' +
      '4,000 factor creates a write (one writer) takes ≤ 10 ms p99; first 200 ≤ 1.5 s after launch.',
  );
}
if (want('lighthouse')) {
  const rows = await benchLighthouse();
  section(
    'Lighthouse performance (built console, Debian Chromium)',
    rows,
    "The demo as `npm start` serves it (the mock server sends the build's brotli files), each run a first visit (empty " +
      'cache), signed in for the projects page ([tests/bench/lighthouse.mjs](../tests/bench/lighthouse.mjs)). Mobile is ' +
      "Lighthouse's default preset: a mid-range phone (4× CPU slowdown) on slow 4G (150 ms, 1.6 Mbit/s), simulated; " +
      `desktop its desktop preset. Median of BENCH_LIGHTHOUSE_RUNS (${process.env.BENCH_LIGHTHOUSE_RUNS ?? 5}) runs. ` +
      "Budgets: mobile score ≥ 90 and LCP ≤ 2.5 s, desktop score ≥ 95. The simulation scales the main thread's " +
      'measured task times, so a busy machine lowers the scores (`load`: the 1-minute load average at the ' +
      `runs' start, median, on ${cpus().length} cores); the bytes transferred do not move with the load. ` +
      "BENCH_LIGHTHOUSE_REPORTS=<dir> keeps every run's full report (its diagnostics say where the bytes and the time go). " +
      "What keeps a phone's first load short: compressed files (docs/deployment.md#compression), and few rounds of " +
      'requests — each document names all its first render needs (config.json and the first texts too, ' +
      'apps/web/vite.config.ts), so /login renders after one round of files and the projects page after one more for ' +
      "its API calls; on the demo's HTTP/1.1 each further small file waits for one of six connections.",
  );
}
if (want('pages')) {
  section(
    'Console in the browser (MOCK_SCALE=large: 10,000 devices)',
    await benchPages(),
    'Playwright in Debian Chromium against the built console ([tests/bench/pages.mjs](../tests/bench/pages.mjs)). ' +
      'Budget: no long task over 100 ms when switching ranges and pages of 1000 points.',
  );
}
if (want('bundle')) {
  const r = spawnSync(process.execPath, [join(ROOT, 'tests/budget/check-bundle.mjs'), '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = r.stdout.split('\n').find((l) => l.startsWith('{"rows"'));
  if (line)
    section(
      'Bundle (gzipped JS of the first load)',
      JSON.parse(line).rows,
      'From [tests/budget/check-bundle.mjs](../tests/budget/check-bundle.mjs), also checked in `npm test`: the budget ' +
        'counts gzip; brotli is what the demo server sends (the build writes both, docs/deployment.md#compression).',
    );
}

const header =
  `# Performance\n\nMeasured by \`pnpm bench\` ([tests/bench/run.mjs](../tests/bench/run.mjs)) in one run on ${today}: ${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}. Numbers move with the load of the machine; ` +
  'budgets are checked by the benchmarks (figures) and by `npm test` (bundle sizes), never by timing assertions in tests.\n';
const doc = join(ROOT, 'docs/performance.md');
if (!only) writeFileSync(doc, `${header}\n${sections.join('\n')}`);
else {
  // A subset replaces its own sections (or adds them) and leaves the others as the last full run wrote them.
  let text = readFileSync(doc, 'utf8');
  for (const part of sections) {
    const title = part.slice(0, part.indexOf('\n'));
    const at = text.indexOf(`${title}\n`);
    if (at < 0) text = `${text.trimEnd()}\n\n${part}`;
    else {
      const end = text.indexOf('\n## ', at + title.length);
      text = `${text.slice(0, at)}${part}${end < 0 ? '' : `\n${text.slice(end + 1)}`}`;
    }
  }
  writeFileSync(doc, text);
}
// keep the written document in the repository's format (pnpm check runs prettier --check on docs/)
spawnSync(join(ROOT, 'node_modules/.bin/prettier'), ['--write', doc], { stdio: 'ignore' });
console.log('\n[bench] wrote docs/performance.md');
