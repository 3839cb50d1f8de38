/**
 * Project analytics from the same arithmetic as history: the total `data_count` is the sum of every reporting
 * factor's history count, and the hourly buckets count the same points by local hour (MOCK_TZ). Completed days of
 * each device are memoised as prefix sums, so the total for 10,000 devices costs a lookup per device once warm.
 */
import { factorStart, reportInterval } from './history.js';
import { gridCount, type Interval } from './intervals.js';
import { onlineIntervals, scheduleProfile } from './schedule.js';
import { isReporting } from './streams.js';
import { DEFAULT_TZ, localHour } from './time.js';
import type { DeviceEvents, SimConfig, SimDevice, SimFactor } from './types.js';

export interface SimDeviceEntry {
  device: SimDevice;
  factors: SimFactor[];
  events?: DeviceEvents;
}

export interface HourlyBucket {
  /** Local hour of day 0-23 the bucket starts at. */
  hour: number;
  data_count: number;
  /** The newest point counted in the bucket, or the bucket's start when it holds none. */
  update_at: number;
}

const BLOCK = 86400;

interface PrefixEntry {
  fp: string;
  firstBlock: number;
  /** cum[j]: points in [since, (firstBlock + j + 1) * BLOCK). */
  cum: number[];
}

const prefixCache = new Map<string, PrefixEntry>();

/** Drops memoised counts (control-plane reset, tests). */
export function clearAnalyticsCache(): void {
  prefixCache.clear();
}

function eventsFingerprint(e: DeviceEvents | undefined): string {
  if (!e) return '-';
  const r = e.reboots;
  const f = e.forced;
  return `${r.length}:${r[0]}:${r[r.length - 1]}|${f.length}:${f[0]?.from}:${f[f.length - 1]?.from}:${f[f.length - 1]?.state}`;
}

function gridTotal(intervals: Interval[], step: number): number {
  let n = 0;
  for (const i of intervals) n += gridCount(i.from, i.to, step);
  return n;
}

/** Fills entry.cum up to index j with one onlineIntervals call over the missing blocks, split per block. */
function extendPrefix(
  cfg: SimConfig,
  device: SimDevice,
  events: DeviceEvents | undefined,
  entry: PrefixEntry,
  j: number,
  step: number,
): void {
  const b0 = entry.firstBlock + entry.cum.length;
  const end = (entry.firstBlock + j + 1) * BLOCK;
  const online = onlineIntervals(cfg, device, events, Math.max(device.since, b0 * BLOCK), end);
  let k = 0;
  for (let b = b0; b <= entry.firstBlock + j; b++) {
    const from = b * BLOCK;
    const to = from + BLOCK;
    let n = 0;
    while (k < online.length && (online[k] as Interval).to <= from) k++;
    for (let m = k; m < online.length && (online[m] as Interval).from < to; m++) {
      const iv = online[m] as Interval;
      n += gridCount(Math.max(iv.from, from), Math.min(iv.to, to), step);
    }
    entry.cum.push((entry.cum[entry.cum.length - 1] ?? 0) + n);
  }
}

/** Device grid points (online, on the report grid) in [device.since, to). */
function devicePrefix(
  cfg: SimConfig,
  device: SimDevice,
  events: DeviceEvents | undefined,
  to: number,
): number {
  const step = reportInterval(device);
  if (to <= device.since) return 0;
  const key = `${cfg.seed}|${device.id}`;
  const fp = `${device.device_id}|${device.since}|${step}|${scheduleProfile(cfg, device)}|${cfg.rebootSeconds}|${eventsFingerprint(events)}`;
  let entry = prefixCache.get(key);
  if (!entry || entry.fp !== fp) {
    entry = { fp, firstBlock: Math.floor(device.since / BLOCK), cum: [] };
    prefixCache.set(key, entry);
  }
  const lastFull = Math.floor(to / BLOCK) - 1;
  const j = lastFull - entry.firstBlock;
  if (entry.cum.length <= j) extendPrefix(cfg, device, events, entry, j, step);
  const base = j >= 0 ? (entry.cum[j] as number) : 0;
  const from = Math.max(device.since, (lastFull + 1) * BLOCK);
  return base + gridTotal(onlineIntervals(cfg, device, events, from, to), step);
}

/** Total points every reporting factor of the devices has reported up to and including `now`. */
function dataCountOf(cfg: SimConfig, entry: SimDeviceEntry, now: number): number {
  const to = Math.floor(now) + 1;
  let total = 0;
  let whole: number | undefined;
  for (const f of entry.factors) {
    if (!isReporting(f)) continue;
    whole ??= devicePrefix(cfg, entry.device, entry.events, to);
    const start = factorStart(entry.device, f);
    total +=
      start <= entry.device.since
        ? whole
        : Math.max(0, whole - devicePrefix(cfg, entry.device, entry.events, Math.ceil(start)));
  }
  return total;
}

export function dataCount(cfg: SimConfig, entries: SimDeviceEntry[], now: number): number {
  let total = 0;
  for (const e of entries) total += dataCountOf(cfg, e, now);
  return total;
}

/**
 * The 24 bucket starts, oldest first, the last one being the current hour. Buckets are whole hours of Unix time
 * (openapi.yaml, HourlyItem): the local hours of MOCK_TZ whenever its offset is whole hours, and still one-hour
 * buckets a client can place by `update_at` when it is not (Asia/Kolkata).
 */
function hourlyBucketStarts(now: number): number[] {
  const current = Math.floor(now / 3600) * 3600;
  return Array.from({ length: 24 }, (_, i) => current - (23 - i) * 3600);
}

/** Adds one device's points into the buckets (counts and newest point per bucket). */
function addDeviceToBuckets(
  cfg: SimConfig,
  entry: SimDeviceEntry,
  starts: number[],
  to: number,
  counts: number[],
  newest: number[],
): void {
  const step = reportInterval(entry.device);
  const starters = new Map<number, number>();
  for (const f of entry.factors) {
    if (!isReporting(f)) continue;
    const s = Math.ceil(factorStart(entry.device, f));
    starters.set(s, (starters.get(s) ?? 0) + 1);
  }
  if (starters.size === 0) return;
  const windowFrom = starts[0] as number;
  const online = onlineIntervals(cfg, entry.device, entry.events, windowFrom, to);
  for (const [start, factors] of starters) {
    let k = 0;
    for (let b = 0; b < 24; b++) {
      const bFrom = Math.max(starts[b] as number, start);
      const bTo = Math.min(b === 23 ? to : (starts[b + 1] as number), to);
      if (bTo <= bFrom) continue;
      while (k < online.length && (online[k] as Interval).to <= bFrom) k++;
      for (let m = k; m < online.length && (online[m] as Interval).from < bTo; m++) {
        const iv = online[m] as Interval;
        const a = Math.max(iv.from, bFrom);
        const z = Math.min(iv.to, bTo);
        const n = gridCount(a, z, step);
        if (n === 0) continue;
        counts[b] = (counts[b] as number) + n * factors;
        newest[b] = Math.max(newest[b] as number, (Math.ceil(z / step) - 1) * step);
      }
    }
  }
}

function finishBuckets(
  cfg: SimConfig,
  starts: number[],
  counts: number[],
  newest: number[],
): HourlyBucket[] {
  const tz = cfg.tz ?? DEFAULT_TZ;
  return starts.map((s, i) => ({
    hour: Math.floor(localHour(s, tz)),
    data_count: counts[i] as number,
    update_at: (newest[i] as number) >= 0 ? (newest[i] as number) : s,
  }));
}

/** Yields to the event loop every `chunk` devices so a 10,000-device project does not stall other requests. */
export async function dataCountAsync(
  cfg: SimConfig,
  entries: SimDeviceEntry[],
  now: number,
  chunk = 500,
): Promise<number> {
  let total = 0;
  for (let i = 0; i < entries.length; i += chunk) {
    if (i > 0) await new Promise<void>((resolve) => setImmediate(resolve));
    total += dataCount(cfg, entries.slice(i, i + chunk), now);
  }
  return total;
}

/** 24 hourly buckets of the last 24 local hours, oldest first, ending with the current hour (up to `now`). */
export async function hourlyCountsAsync(
  cfg: SimConfig,
  entries: SimDeviceEntry[],
  now: number,
  chunk = 500,
): Promise<HourlyBucket[]> {
  const starts = hourlyBucketStarts(now);
  const to = Math.floor(now) + 1;
  const counts = starts.map(() => 0);
  const newest = starts.map(() => -1);
  for (let i = 0; i < entries.length; i++) {
    if (i > 0 && i % chunk === 0) await new Promise<void>((resolve) => setImmediate(resolve));
    addDeviceToBuckets(cfg, entries[i] as SimDeviceEntry, starts, to, counts, newest);
  }
  return finishBuckets(cfg, starts, counts, newest);
}
