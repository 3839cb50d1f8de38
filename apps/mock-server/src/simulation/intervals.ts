/** Half-open time intervals [from, to) in Unix seconds, kept sorted and non-overlapping. */
export interface Interval {
  from: number;
  to: number;
}

/** Sorts and merges touching or overlapping intervals; drops empty ones. */
export function mergeIntervals(list: Interval[]): Interval[] {
  const sorted = list.filter((i) => i.to > i.from).sort((a, b) => a.from - b.from);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.from <= last.to) last.to = Math.max(last.to, i.to);
    else out.push({ from: i.from, to: i.to });
  }
  return out;
}

/** `list` minus `cut` (both merged). */
export function subtractInterval(list: Interval[], cut: Interval): Interval[] {
  const out: Interval[] = [];
  for (const i of list) {
    if (i.to <= cut.from || i.from >= cut.to) {
      out.push(i);
      continue;
    }
    if (i.from < cut.from) out.push({ from: i.from, to: cut.from });
    if (i.to > cut.to) out.push({ from: cut.to, to: i.to });
  }
  return out;
}

/** Restricts merged intervals to [from, to). */
export function clipIntervals(list: Interval[], from: number, to: number): Interval[] {
  const out: Interval[] = [];
  for (const i of list) {
    const a = Math.max(i.from, from);
    const b = Math.min(i.to, to);
    if (b > a) out.push({ from: a, to: b });
  }
  return out;
}

/** The parts of [from, to) not covered by the merged `list`. */
export function complementIntervals(list: Interval[], from: number, to: number): Interval[] {
  const out: Interval[] = [];
  let cursor = from;
  for (const i of list) {
    if (i.to <= cursor) continue;
    if (i.from >= to) break;
    if (i.from > cursor) out.push({ from: cursor, to: Math.min(i.from, to) });
    cursor = Math.max(cursor, i.to);
  }
  if (cursor < to) out.push({ from: cursor, to });
  return out;
}

/** Number of multiples of `step` in [from, to). */
export function gridCount(from: number, to: number, step: number): number {
  if (to <= from) return 0;
  return Math.max(0, Math.ceil(to / step) - Math.ceil(from / step));
}
