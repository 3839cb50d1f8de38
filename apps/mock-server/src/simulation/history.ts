/**
 * Factor history without stored history. A device reports every `report_interval` seconds (default 60) at the
 * multiples of that interval, while it is online; offline periods are gaps. A query computes only the points it
 * returns: the count comes from the online intervals (O(schedule slots)), the page from walking those intervals
 * newest first (O(pageSize)). So 7 days (10,080 points) costs about what one hour costs.
 */
import { gridCount, type Interval } from './intervals.js';
import { onlineIntervals } from './schedule.js';
import { isReporting, valueAt, type RecordedSets } from './streams.js';
import type {
  DeviceEvents,
  HistoryPage,
  HistoryPoint,
  SimConfig,
  SimDevice,
  SimFactor,
} from './types.js';

const DEFAULT_REPORT_INTERVAL = 60;
const MAX_PAGE_SIZE = 1000;

export interface HistoryQuery {
  /** Current Unix time; points up to and including it. */
  now: number;
  /** Points with t >= minTimestamp (none given: since the factor started reporting). */
  minTimestamp?: number | null;
  /** 1-based. */
  page: number;
  /** 1-1000. */
  pageSize: number;
}

export interface LatestValue {
  agri_id: string;
  value: number;
  t: number;
}

const snapped = new WeakMap<DeviceEvents, Map<number, RecordedSets>>();

/**
 * The recorded sets as the device reports them: a switch set or a value set takes effect at the report of the minute
 * (grid step) it was made in, so the latest value and page 1 of the history show it at once and agree with each other.
 */
export function reportedSets(device: SimDevice, events: DeviceEvents | undefined): RecordedSets {
  if (!events || (events.switchSets.length === 0 && !events.valueSets?.length)) return {};
  const step = reportInterval(device);
  let byStep = snapped.get(events);
  if (!byStep) {
    byStep = new Map();
    snapped.set(events, byStep);
  }
  let out = byStep.get(step);
  if (!out) {
    const snap = (t: number) => Math.floor(t / step) * step;
    out = {
      switchSets: events.switchSets.map((x) => ({ ...x, t: snap(x.t) })),
      valueSets: events.valueSets?.map((x) => ({ ...x, from: snap(x.from) })),
    };
    byStep.set(step, out);
  }
  return out;
}

export function reportInterval(device: SimDevice): number {
  const i = Math.floor(device.report_interval ?? DEFAULT_REPORT_INTERVAL);
  return i >= 1 ? i : DEFAULT_REPORT_INTERVAL;
}

/** First instant the factor may report: the later of the device's and the factor's `since`. */
export function factorStart(device: SimDevice, factor: SimFactor): number {
  return Math.max(device.since, factor.since ?? device.since);
}

/** Online intervals of the factor's reporting window [max(from, start), to). */
function reportingIntervals(
  cfg: SimConfig,
  device: SimDevice,
  factor: SimFactor,
  events: DeviceEvents | undefined,
  from: number,
  to: number,
): Interval[] {
  if (!isReporting(factor)) return [];
  const lo = Math.ceil(Math.max(from, factorStart(device, factor)));
  return onlineIntervals(cfg, device, events, lo, to);
}

/** Walks intervals newest first, skipping `skip` points, collecting up to `limit` point times. */
function newestTimes(intervals: Interval[], step: number, skip: number, limit: number): number[] {
  const out: number[] = [];
  for (let k = intervals.length - 1; k >= 0 && out.length < limit; k--) {
    const iv = intervals[k] as Interval;
    const n = gridCount(iv.from, iv.to, step);
    if (skip >= n) {
      skip -= n;
      continue;
    }
    let t = (Math.ceil(iv.to / step) - 1 - skip) * step;
    skip = 0;
    for (; t >= iv.from && out.length < limit; t -= step) out.push(t);
  }
  return out;
}

/** One page of a factor's history, newest first, with the exact total count. Out-of-range pages are empty. */
export function historyPage(
  cfg: SimConfig,
  device: SimDevice,
  factor: SimFactor,
  events: DeviceEvents | undefined,
  q: HistoryQuery,
): HistoryPage {
  const step = reportInterval(device);
  const to = Math.floor(q.now) + 1;
  const from = q.minTimestamp ?? Number.NEGATIVE_INFINITY;
  const intervals = reportingIntervals(cfg, device, factor, events, from, to);
  let count = 0;
  for (const i of intervals) count += gridCount(i.from, i.to, step);
  const pageSize = Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(q.pageSize)));
  const page = Math.max(1, Math.floor(q.page));
  const skip = (page - 1) * pageSize;
  if (skip >= count) return { count, results: [] };
  const sets = reportedSets(device, events);
  const results: HistoryPoint[] = newestTimes(intervals, step, skip, pageSize).map((t) => ({
    t,
    value: valueAt(cfg, factor, t, sets) as number,
  }));
  return { count, results };
}

/**
 * Newest point time at or before `now` for a device (all its reporting factors share the grid), or null.
 * Looks back in growing windows, so it costs a few schedule slots unless the device has been down for long.
 */
function latestPointTime(
  cfg: SimConfig,
  device: SimDevice,
  factor: SimFactor,
  events: DeviceEvents | undefined,
  now: number,
): number | null {
  if (!isReporting(factor)) return null;
  const step = reportInterval(device);
  const start = factorStart(device, factor);
  const to = Math.floor(now) + 1;
  let window = Math.max(3600, step * 4);
  for (;;) {
    const from = Math.max(start, to - window);
    const [t] = newestTimes(onlineIntervals(cfg, device, events, Math.ceil(from), to), step, 0, 1);
    if (t !== undefined) return t;
    if (from <= start) return null;
    window *= 4;
  }
}

/**
 * Latest values of a device's factors (those that ever reported), in the order given. Factors with the same start
 * share one schedule lookup, so a device costs about one latestPointTime call.
 */
export function latestValues(
  cfg: SimConfig,
  device: SimDevice,
  factors: SimFactor[],
  events: DeviceEvents | undefined,
  now: number,
): LatestValue[] {
  const byStart = new Map<number, number | null>();
  const sets = reportedSets(device, events);
  const out: LatestValue[] = [];
  for (const f of factors) {
    if (!isReporting(f)) continue;
    const start = factorStart(device, f);
    let t = byStart.get(start);
    if (t === undefined) {
      t = latestPointTime(cfg, device, f, events, now);
      byStart.set(start, t);
    }
    if (t !== null) out.push({ agri_id: f.agri_id, value: valueAt(cfg, f, t, sets) as number, t });
  }
  return out;
}
