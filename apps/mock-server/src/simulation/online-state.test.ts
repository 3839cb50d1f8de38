import { describe, expect, it } from 'vitest';
import { forceDeviceState, rebootDevice } from './device-events.js';
import { isOnlineAt, onlineStateAt } from './schedule.js';
import type { DeviceEvents, SimConfig, SimDevice } from './types.js';

const cfg: SimConfig = { seed: 'online-state', rebootSeconds: 60 };
const T0 = 1_763_700_000;
const since = T0 - 3 * 86400;
const device = (n: number, extra: Partial<SimDevice> = {}): SimDevice => ({
  id: n,
  device_id: `SIM-${String(n).padStart(4, '0')}`,
  since,
  ...extra,
});

/** Walks [from, to) state by state and checks each state against isOnlineAt at every second it claims to hold. */
function walk(d: SimDevice, events: DeviceEvents | undefined, from: number, to: number) {
  let changes = 0;
  for (let t = from; t < to;) {
    const s = onlineStateAt(cfg, d, events, t);
    expect(s.until).toBeGreaterThan(t);
    const end = Math.min(Math.ceil(s.until), to);
    for (let u = t; u < end; u += 97) expect(isOnlineAt(cfg, d, events, u)).toBe(s.online);
    expect(isOnlineAt(cfg, d, events, end - 1)).toBe(s.online);
    if (end < to && isOnlineAt(cfg, d, events, end) !== s.online) changes++;
    t = end;
  }
  return changes;
}

describe('onlineStateAt', () => {
  it('holds its state until the breakpoint it names, for every schedule profile', () => {
    for (const profile of ['stable', 'flapping', 'down'] as const) {
      for (let n = 0; n < 8; n++)
        walk(device(n, { profile }), undefined, since - 600, since + 6 * 3600);
    }
  });

  it('names the next flapping slot, so a flapping device changes state within the walk', () => {
    let changes = 0;
    for (let n = 0; n < 8; n++)
      changes += walk(device(n, { profile: 'flapping' }), undefined, since, since + 12 * 3600);
    expect(changes).toBeGreaterThan(0);
  });

  it('keeps a stable device online for good, and ends its state at a reboot window and a forced state', () => {
    const d = device(1, { profile: 'stable' });
    expect(onlineStateAt(cfg, d, undefined, T0)).toEqual({
      online: true,
      until: Number.MAX_SAFE_INTEGER,
    });
    const rebooted = rebootDevice(cfg, d, undefined, T0);
    if (!rebooted.ok) throw new Error('a stable device reboots');
    expect(onlineStateAt(cfg, d, rebooted.events, T0)).toEqual({ online: false, until: T0 + 60 });
    expect(onlineStateAt(cfg, d, rebooted.events, T0 + 60).online).toBe(true);
    walk(d, rebooted.events, T0 - 100, T0 + 200);
    const forced = forceDeviceState(undefined, 'offline', T0 + 30);
    expect(onlineStateAt(cfg, d, forced, T0)).toEqual({ online: true, until: T0 + 30 });
    walk(d, forced, T0 - 10, T0 + 100);
  });
});
