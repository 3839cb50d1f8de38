/** The per-value context of the sensor models and the shared shapes they are built from (cycles, drift, noise). */
import { randSigned, smoothNoise } from './noise.js';
import { tzOffsetSeconds } from './time.js';

export interface ModelContext {
  key: number;
  t: number;
  /** Local hour of day, fractional, [0, 24). */
  hour: number;
  /** Local day of the year, fractional, about [0, 365.25). */
  doy: number;
}

/** Builds the context once per value: one cached offset lookup, no Date objects. */
export function modelContext(key: number, t: number, tz: string): ModelContext {
  const local = t + tzOffsetSeconds(tz, t);
  const days = local / 86400;
  return {
    key,
    t,
    hour: (((local % 86400) + 86400) % 86400) / 3600,
    // 1970-01-01 is day 0; the mean Gregorian year keeps this within a day of the calendar.
    doy: ((days % 365.2425) + 365.2425) % 365.2425,
  };
}

export const HOUR = 3600;
const DAY = 86400;

/** cos curve peaking at `peakHour` local time, in [-1, 1]. */
export function diurnal(c: ModelContext, peakHour: number): number {
  return Math.cos((2 * Math.PI * (c.hour - peakHour)) / 24);
}

/** Slow drift over days (weather fronts), in [-1, 1]. */
export function drift(c: ModelContext, channel: number): number {
  return smoothNoise(c.key, channel, c.t, 3 * DAY);
}

/** Per-factor constant in [-1, 1): gives each sensor its own offset. */
export function trait(c: ModelContext, channel: number): number {
  return randSigned(c.key, 0, 1000 + channel);
}

/** Small per-sample jitter in [-1, 1): sensor noise, stable for a given t. */
export function jitter(c: ModelContext, channel: number): number {
  return randSigned(c.key, Math.floor(c.t / 60), 2000 + channel);
}

/** Seasonal offset in [-1, 1]: warmest in late July. */
export function season(c: ModelContext): number {
  return Math.cos((2 * Math.PI * (c.doy - 200)) / 365);
}

/** 0 at night, up to 1 at solar noon; sunrise ~6:00 and sunset ~18:30 shifted by season. */
export function sunFactor(c: ModelContext): number {
  const h = c.hour;
  const s = season(c);
  const rise = 6 - 0.7 * s;
  const set = 18.3 + 0.8 * s;
  if (h <= rise || h >= set) return 0;
  return Math.pow(Math.sin((Math.PI * (h - rise)) / (set - rise)), 1.3);
}
