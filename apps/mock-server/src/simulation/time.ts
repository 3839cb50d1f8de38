/**
 * Local-time helpers for the simulation (diurnal cycles, CSV time column, hourly analytics buckets).
 * The zone is `MOCK_TZ` (default Asia/Shanghai). Offsets come from Intl and are cached per zone and hour, so a
 * page of 1000 points costs a handful of Intl calls, and zones with daylight saving still switch at the right hour.
 */

export const DEFAULT_TZ = 'Asia/Shanghai';

const formatters = new Map<string, Intl.DateTimeFormat>();
const offsets = new Map<string, Map<number, number>>();
const MAX_CACHED_OFFSETS = 50_000;

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: tz,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(tz, f);
  }
  return f;
}

/** Throws a RangeError with a clear message when the zone name is unknown. */
export function assertTimeZone(tz: string): void {
  try {
    formatter(tz);
  } catch {
    throw new RangeError(
      `Unknown time zone "${tz}" (MOCK_TZ expects an IANA name such as Asia/Shanghai)`,
    );
  }
}

/** Seconds to add to a Unix time to get the wall-clock time in `tz` (Asia/Shanghai: 28800). */
export function tzOffsetSeconds(tz: string, t: number): number {
  const hour = Math.floor(t / 3600);
  let byHour = offsets.get(tz);
  if (!byHour) {
    byHour = new Map();
    offsets.set(tz, byHour);
  }
  const hit = byHour.get(hour);
  if (hit !== undefined) return hit;
  const parts = formatter(tz).formatToParts(new Date(hour * 3600 * 1000));
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  const offset = Math.round(wall / 1000 - hour * 3600);
  if (byHour.size >= MAX_CACHED_OFFSETS) byHour.clear();
  byHour.set(hour, offset);
  return offset;
}

/** Wall-clock time in `tz` as "YYYY-MM-DD HH:mm:ss". */
export function formatLocal(t: number, tz: string): string {
  const iso = new Date((Math.floor(t) + tzOffsetSeconds(tz, t)) * 1000).toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
}

/** Hour of the day in `tz`, fractional, in [0, 24). */
export function localHour(t: number, tz: string): number {
  const local = t + tzOffsetSeconds(tz, t);
  return (((local % 86400) + 86400) % 86400) / 3600;
}

/** Unix time of the local midnight that starts the day containing t. */
export function localDayStart(t: number, tz: string): number {
  const off = tzOffsetSeconds(tz, t);
  const start = Math.floor((t + off) / 86400) * 86400 - off;
  // A zone whose offset changed during the day: re-anchor with the offset in force at that midnight.
  const off2 = tzOffsetSeconds(tz, start);
  return off2 === off ? start : Math.floor((t + off2) / 86400) * 86400 - off2;
}
