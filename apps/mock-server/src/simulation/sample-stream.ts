/**
 * The samples a set of devices reported in a time window, oldest first, produced lazily: each device walks its own
 * report times and a binary heap merges them by time (ties in device order, then factor order). Memory is one cursor
 * per device, whatever the window — a day of 10,000 devices is never held at once (forwarding; docs/security.md#quotas-and-bounded-work).
 */
import type { SimDeviceEntry } from './analytics.js';
import { factorStart, reportInterval, reportedSets } from './history.js';
import { onlineIntervals } from './schedule.js';
import { isReporting, valueAt } from './streams.js';
import type { SimConfig } from './types.js';

interface Cursor {
  index: number;
  t: number;
  /** The next report time, or null when the window is done. */
  next: () => number | null;
  samples: (t: number) => ForwardSample[];
}

function cursorOf(
  cfg: SimConfig,
  entry: SimDeviceEntry,
  index: number,
  after: number,
  upTo: number,
): Cursor | null {
  const { device, factors, events } = entry;
  const live = factors.filter(isReporting);
  if (live.length === 0) return null;
  const step = reportInterval(device);
  const sets = reportedSets(device, events);
  const intervals = onlineIntervals(
    cfg,
    device,
    events,
    Math.floor(after) + 1,
    Math.floor(upTo) + 1,
  );
  let i = 0;
  let candidate = Number.NEGATIVE_INFINITY;
  const next = (): number | null => {
    for (; i < intervals.length; i++) {
      const iv = intervals[i]!;
      const t = Math.max(candidate, Math.ceil(iv.from / step) * step);
      if (t < iv.to) {
        candidate = t + step;
        return t;
      }
    }
    return null;
  };
  const samples = (at: number): ForwardSample[] =>
    live
      .filter((f) => at >= factorStart(device, f))
      .map((f) => ({
        device_id: device.device_id,
        agri_id: f.agri_id,
        the_type: f.the_type,
        t: at,
        value: valueAt(cfg, f, at, sets) as number,
      }));
  const first = next();
  return first === null ? null : { index, t: first, next, samples };
}

const before = (a: Cursor, b: Cursor): boolean => a.t < b.t || (a.t === b.t && a.index < b.index);

/** Samples with t in (after, upTo], oldest first, one at a time. */
/** One reading as forwarders deliver it. */
export interface ForwardSample {
  device_id: string;
  agri_id: string;
  the_type: number;
  t: number;
  value: number;
}

export function* sampleStream(
  cfg: SimConfig,
  devices: SimDeviceEntry[],
  after: number,
  upTo: number,
): Generator<ForwardSample> {
  const heap: Cursor[] = [];
  const swap = (a: number, b: number) => ([heap[a], heap[b]] = [heap[b]!, heap[a]!]);
  const up = (k: number) => {
    while (k > 0 && before(heap[k]!, heap[(k - 1) >> 1]!)) {
      const parent = (k - 1) >> 1;
      swap(k, parent);
      k = parent;
    }
  };
  const down = (k: number) => {
    for (;;) {
      const l = 2 * k + 1;
      const m = l + 1 < heap.length && before(heap[l + 1]!, heap[l]!) ? l + 1 : l;
      if (l >= heap.length || !before(heap[m]!, heap[k]!)) return;
      swap(k, m);
      k = m;
    }
  };
  devices.forEach((entry, index) => {
    const c = cursorOf(cfg, entry, index, after, upTo);
    if (c) {
      heap.push(c);
      up(heap.length - 1);
    }
  });
  while (heap.length > 0) {
    const top = heap[0]!;
    yield* top.samples(top.t);
    const t = top.next();
    if (t === null) {
      const last = heap.pop()!;
      if (heap.length > 0) {
        heap[0] = last;
        down(0);
      }
    } else {
      top.t = t;
      down(0);
    }
  }
}

/** Batches of at most `size` samples of sampleStream. */
export function* sampleBatches(
  cfg: SimConfig,
  devices: SimDeviceEntry[],
  after: number,
  upTo: number,
  size: number,
): Generator<ForwardSample[]> {
  let batch: ForwardSample[] = [];
  for (const s of sampleStream(cfg, devices, after, upTo)) {
    batch.push(s);
    if (batch.length >= size) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}
