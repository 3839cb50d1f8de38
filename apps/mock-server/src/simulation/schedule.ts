/**
 * Online/offline state of a device: a deterministic schedule from (seed, device_id), overlaid with the recorded
 * events (forced states from the control plane, reboots). Offline periods are gaps in every factor's history.
 *
 * Schedule profiles (derived from the hash unless the device names one):
 * - stable (about 75 %): online from `since` on;
 * - flapping (about 17 %): time is cut in 30-minute slots, each offline with a per-device probability of 15-35 %;
 * - down (about 8 %): online for 6-72 hours after `since`, offline ever after.
 * Overlay, strongest first: a reboot window [r, r + rebootSeconds) is offline; else the latest forced state
 * 'online'/'offline' at or before t wins; 'auto' hands back to the schedule. Before `since` a device is offline.
 */
import {
  clipIntervals,
  complementIntervals,
  mergeIntervals,
  subtractInterval,
  type Interval,
} from './intervals.js';
import { hashString, rand01 } from './noise.js';
import type { DeviceEvents, ScheduleProfile, SimConfig, SimDevice } from './types.js';

const FLAP_SLOT_SECONDS = 1800;
const FOREVER = Number.MAX_SAFE_INTEGER;

const keys = new Map<string, number>();
function deviceKey(seed: string, deviceId: string): number {
  const id = `${seed}|device|${deviceId}`;
  let k = keys.get(id);
  if (k === undefined) {
    if (keys.size >= 100_000) keys.clear();
    k = hashString(id);
    keys.set(id, k);
  }
  return k;
}

export function scheduleProfile(cfg: SimConfig, device: SimDevice): ScheduleProfile {
  if (device.profile) return device.profile;
  const r = rand01(deviceKey(cfg.seed, device.device_id), 0, 30);
  if (r < 0.08) return 'down';
  if (r < 0.25) return 'flapping';
  return 'stable';
}

function flapProbability(key: number): number {
  return 0.15 + 0.2 * rand01(key, 0, 32);
}

function downAfter(key: number): number {
  return (6 + 66 * rand01(key, 0, 33)) * 3600;
}

/** Offline intervals of the pure schedule within [from, to), merged. O(slots in range) for flapping devices. */
function scheduleOffline(cfg: SimConfig, device: SimDevice, from: number, to: number): Interval[] {
  const out: Interval[] = [];
  if (from < device.since) out.push({ from: -FOREVER, to: device.since });
  const key = deviceKey(cfg.seed, device.device_id);
  const profile = scheduleProfile(cfg, device);
  if (profile === 'down') {
    out.push({ from: device.since + downAfter(key), to: FOREVER });
  } else if (profile === 'flapping') {
    const p = flapProbability(key);
    const first = Math.floor(Math.max(from, device.since) / FLAP_SLOT_SECONDS);
    const last = Math.floor((to - 1) / FLAP_SLOT_SECONDS);
    for (let k = first; k <= last; k++) {
      if (rand01(key, k, 31) < p)
        out.push({ from: k * FLAP_SLOT_SECONDS, to: (k + 1) * FLAP_SLOT_SECONDS });
    }
  }
  return clipIntervals(mergeIntervals(out), from, to);
}

function scheduleOnlineAt(cfg: SimConfig, device: SimDevice, t: number): boolean {
  if (t < device.since) return false;
  const key = deviceKey(cfg.seed, device.device_id);
  const profile = scheduleProfile(cfg, device);
  if (profile === 'down') return t < device.since + downAfter(key);
  if (profile === 'flapping') {
    return rand01(key, Math.floor(t / FLAP_SLOT_SECONDS), 31) >= flapProbability(key);
  }
  return true;
}

function sortedForced(events: DeviceEvents | undefined): DeviceEvents['forced'] {
  const forced = events?.forced ?? [];
  return forced.length < 2 ? forced : [...forced].sort((a, b) => a.from - b.from);
}

function forcedStateAt(events: DeviceEvents | undefined, t: number): 'online' | 'offline' | 'auto' {
  let best: DeviceEvents['forced'][number] | undefined;
  for (const f of events?.forced ?? []) if (f.from <= t && (!best || f.from >= best.from)) best = f;
  return best?.state ?? 'auto';
}

function inReboot(cfg: SimConfig, events: DeviceEvents | undefined, t: number): boolean {
  return (events?.reboots ?? []).some((r) => t >= r && t < r + cfg.rebootSeconds);
}

/** Offline intervals within [from, to) with the events applied, sorted and merged. */
export function offlineIntervals(
  cfg: SimConfig,
  device: SimDevice,
  events: DeviceEvents | undefined,
  from: number,
  to: number,
): Interval[] {
  if (to <= from) return [];
  let off = scheduleOffline(cfg, device, from, to);
  const forced = sortedForced(events);
  forced.forEach((f, i) => {
    const seg = { from: Math.max(f.from, device.since), to: forced[i + 1]?.from ?? FOREVER };
    if (seg.to <= seg.from || f.state === 'auto') return;
    if (f.state === 'online') off = subtractInterval(off, seg);
    else off = mergeIntervals([...off, seg]);
  });
  const reboots = (events?.reboots ?? [])
    .filter((r) => r + cfg.rebootSeconds > from && r < to)
    .map((r) => ({ from: r, to: r + cfg.rebootSeconds }));
  if (reboots.length > 0) off = mergeIntervals([...off, ...reboots]);
  return clipIntervals(off, from, to);
}

/** Online intervals within [from, to): the complement of offlineIntervals. */
export function onlineIntervals(
  cfg: SimConfig,
  device: SimDevice,
  events: DeviceEvents | undefined,
  from: number,
  to: number,
): Interval[] {
  return complementIntervals(offlineIntervals(cfg, device, events, from, to), from, to);
}

/** Whether the device is online at Unix time t. O(number of events). */
export function isOnlineAt(
  cfg: SimConfig,
  device: SimDevice,
  events: DeviceEvents | undefined,
  t: number,
): boolean {
  if (t < device.since) return false;
  if (inReboot(cfg, events, t)) return false;
  const forced = forcedStateAt(events, t);
  if (forced !== 'auto') return forced === 'online';
  return scheduleOnlineAt(cfg, device, t);
}

/** The state at t and the first second after t at which it may change: the state holds on [t, until). */
export interface OnlineState {
  online: boolean;
  until: number;
}

/**
 * Whether the device is online at t, and until when that stays so: the earliest of the next breakpoint of its schedule
 * (since, the end of a "down" device's uptime, the next flapping slot) and of its events (a reboot window's start or
 * end, a forced state taking over). Lets a caller keep the answer instead of asking every second.
 */
export function onlineStateAt(
  cfg: SimConfig,
  device: SimDevice,
  events: DeviceEvents | undefined,
  t: number,
): OnlineState {
  let until = FOREVER;
  const after = (x: number) => {
    if (x > t && x < until) until = x;
  };
  after(device.since);
  const profile = scheduleProfile(cfg, device);
  if (profile === 'down') after(device.since + downAfter(deviceKey(cfg.seed, device.device_id)));
  else if (profile === 'flapping')
    after((Math.floor(t / FLAP_SLOT_SECONDS) + 1) * FLAP_SLOT_SECONDS);
  for (const r of events?.reboots ?? []) {
    after(r);
    after(r + cfg.rebootSeconds);
  }
  for (const f of events?.forced ?? []) after(f.from);
  return { online: isOnlineAt(cfg, device, events, t), until };
}

/**
 * Start of the online stretch containing t (the device's `connect_time`), or null when it is offline at t.
 * Looks back in growing windows, so a stable device costs O(events) and a flapping one a few dozen slots.
 */
export function connectTimeAt(
  cfg: SimConfig,
  device: SimDevice,
  events: DeviceEvents | undefined,
  t: number,
): number | null {
  if (!isOnlineAt(cfg, device, events, t)) return null;
  // Only flapping schedules have slots to scan; otherwise one look at [since, t] costs O(events).
  let window = scheduleProfile(cfg, device) === 'flapping' ? 86400 : t - device.since + 1;
  for (;;) {
    const from = Math.max(device.since - 1, t - window);
    const off = offlineIntervals(cfg, device, events, from, t);
    const last = off[off.length - 1];
    if (last) return last.to;
    if (from <= device.since - 1) return device.since;
    window *= 4;
  }
}
