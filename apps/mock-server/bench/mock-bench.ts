/**
 * `pnpm bench:mock`: how fast the simulation answers, in the shape of MOCK_SCALE=large (10,000 devices, 3-8
 * factors each, 17 % flapping, 8 % down). Prints:
 * - history page time (page_size 1000) for the 1 h and 7 d ranges, p50/p99, stable and flapping devices;
 * - one sweep of online state + connect_time + latest values over all devices (what device lists and the monitor
 *   board need), synchronous;
 * - event-loop lag p99 while that sweep runs continuously in chunks of 500 devices, as the routes do;
 * - project analytics (data_count and hourly buckets) over all devices, cold and warm;
 * - the same history pages through the whole HTTP stack (bench/http-phase.ts).
 * Options: BENCH_DEVICES (default 10000), BENCH_SECONDS (lag phase, default 5), MOCK_SEED.
 */
import { writeFileSync } from 'node:fs';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { httpPhase } from './http-phase.js';
import {
  clearAnalyticsCache,
  dataCount,
  hourlyCountsAsync,
  type SimDeviceEntry,
} from '#src/simulation/analytics.js';
import { FACTOR_TYPES } from '#src/simulation/factor-types.js';
import { historyPage, latestValues } from '#src/simulation/history.js';
import { rand01, hashString } from '#src/simulation/noise.js';
import { connectTimeAt, isOnlineAt } from '#src/simulation/schedule.js';
import type { SimConfig, SimFactor } from '#src/simulation/types.js';

const cfg: SimConfig = {
  seed: process.env.MOCK_SEED ?? 'demo',
  rebootSeconds: 10,
  tz: process.env.MOCK_TZ ?? 'Asia/Shanghai',
};
const N = Number(process.env.BENCH_DEVICES ?? 10_000);
const LAG_SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const now = Math.floor(Date.now() / 1000);

function buildDevices(): SimDeviceEntry[] {
  const key = hashString(`bench|${cfg.seed}`);
  return Array.from({ length: N }, (_, i) => {
    const nFactors = 3 + Math.floor(rand01(key, i, 1) * 6);
    const factors: SimFactor[] = Array.from({ length: nFactors }, (_, j) => {
      const info = FACTOR_TYPES[Math.floor(rand01(key, i * 16 + j, 2) * FACTOR_TYPES.length)]!;
      return {
        agri_id: `B${i}F${j}`,
        the_type: info.code,
        min_value: info.min,
        max_value: info.max,
        decimals: info.decimals,
      };
    });
    return {
      device: {
        id: i + 1,
        device_id: `SIM-${String(i + 1).padStart(5, '0')}`,
        since: now - Math.floor((30 + 60 * rand01(key, i, 3)) * 86400),
      },
      factors,
    };
  });
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

function timeIt(runs: number, fn: (i: number) => void): { p50: number; p99: number } {
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    fn(i);
    ms.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 50), p99: percentile(ms, 99) };
}

function sweep(list: SimDeviceEntry[]): number {
  let online = 0;
  for (const e of list) {
    if (isOnlineAt(cfg, e.device, e.events, now)) online++;
    connectTimeAt(cfg, e.device, e.events, now);
    latestValues(cfg, e.device, e.factors, e.events, now);
  }
  return online;
}

const fmt = (n: number): string => n.toFixed(3);
const rows: { measure: string; p50_ms: string; p99_ms: string; note: string }[] = [];

const devices = buildDevices();
const stable = devices.find(
  (d) =>
    isOnlineAt(cfg, d.device, undefined, now) &&
    connectTimeAt(cfg, d.device, undefined, now) === d.device.since,
)!;
const flapping = devices.find(
  (d) =>
    connectTimeAt(cfg, d.device, undefined, now) !== d.device.since &&
    isOnlineAt(cfg, d.device, undefined, now),
)!;
for (const [label, entry] of [
  ['stable', stable],
  ['flapping', flapping],
] as const) {
  const factor = { ...entry.factors[0]!, the_type: 1001 };
  for (const [range, seconds] of [
    ['1 h', 3600],
    ['7 d', 604800],
  ] as const) {
    let count = 0;
    let returned = 0;
    const r = timeIt(500, (i) => {
      const p = historyPage(cfg, entry.device, factor, undefined, {
        now: now - (i % 7),
        minTimestamp: now - seconds,
        page: 1,
        pageSize: 1000,
      });
      count = p.count;
      returned = p.results.length;
    });
    rows.push({
      measure: `history ${range}, page 1 (${label})`,
      p50_ms: fmt(r.p50),
      p99_ms: fmt(r.p99),
      note: `count ${count}, ${returned} points`,
    });
  }
  const last = timeIt(200, () => {
    historyPage(cfg, entry.device, { ...entry.factors[0]!, the_type: 1001 }, undefined, {
      now,
      minTimestamp: now - 604800,
      page: 10,
      pageSize: 1000,
    });
  });
  rows.push({
    measure: `history 7 d, page 10 (${label})`,
    p50_ms: fmt(last.p50),
    p99_ms: fmt(last.p99),
    note: '',
  });
}

let online = 0;
const sweepTime = timeIt(3, () => (online = sweep(devices)));
rows.push({
  measure: `state + latest sweep, ${N} devices (sync)`,
  p50_ms: fmt(sweepTime.p50),
  p99_ms: fmt(sweepTime.p99),
  note: `${online} online, ${N - online} offline`,
});

clearAnalyticsCache();
const cold = timeIt(1, () => dataCount(cfg, devices, now));
const warm = timeIt(5, () => dataCount(cfg, devices, now));
const total = dataCount(cfg, devices, now);
rows.push({
  measure: `analytics total, ${N} devices, cold`,
  p50_ms: fmt(cold.p50),
  p99_ms: fmt(cold.p99),
  note: `data_count ${total}`,
});
rows.push({
  measure: `analytics total, ${N} devices, warm`,
  p50_ms: fmt(warm.p50),
  p99_ms: fmt(warm.p99),
  note: '',
});
// one chunk of every device: the whole count runs before the call returns
const hourly = timeIt(3, () => void hourlyCountsAsync(cfg, devices, now, N));
rows.push({
  measure: `analytics hourly, ${N} devices`,
  p50_ms: fmt(hourly.p50),
  p99_ms: fmt(hourly.p99),
  note: '24 buckets',
});

async function lagPhase(): Promise<void> {
  const h = monitorEventLoopDelay({ resolution: 5 });
  const until = Date.now() + LAG_SECONDS * 1000;
  let sweeps = 0;
  h.enable();
  while (Date.now() < until) {
    for (let i = 0; i < devices.length; i += 500) {
      sweep(devices.slice(i, i + 500));
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    sweeps++;
  }
  h.disable();
  rows.push({
    measure: `event-loop lag while sweeping ${N} devices`,
    p50_ms: fmt(h.percentile(50) / 1e6),
    p99_ms: fmt(h.percentile(99) / 1e6),
    note: `${sweeps} sweeps in ${LAG_SECONDS} s, chunks of 500`,
  });
}

await lagPhase();
// run.mjs measures HTTP itself (side by side with prism and bare Fastify): BENCH_HTTP=0 skips this phase.
if (process.env.BENCH_HTTP !== '0') rows.push(...(await httpPhase()));
console.log(
  `mock simulation bench: ${N} devices, seed "${cfg.seed}", tz ${cfg.tz}, node ${process.version}`,
);
console.table(rows);
// `pnpm bench` (tests/bench/run.mjs) collects the rows from here.
if (process.env.BENCH_JSON) writeFileSync(process.env.BENCH_JSON, JSON.stringify(rows));
