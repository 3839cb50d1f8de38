import { describe, expect, it } from 'vitest';
import { emptyEvents, forceDeviceState, rebootDevice, setSwitch } from './device-events.js';
import { connectTimeAt, isOnlineAt, offlineIntervals, scheduleProfile } from './schedule.js';
import type { SimConfig, SimDevice } from './types.js';

const cfg: SimConfig = { seed: 'test-seed', rebootSeconds: 10 };
const T0 = 1_763_700_000;
const since = T0 - 10 * 86400;
const device = (n: number, extra: Partial<SimDevice> = {}): SimDevice => ({
  id: n,
  device_id: `SIM-${String(n).padStart(4, '0')}`,
  since,
  ...extra,
});

describe('schedule', () => {
  it('derives a deterministic mix: most devices stable, some flapping, a few down', () => {
    const counts = { stable: 0, flapping: 0, down: 0 };
    for (let n = 0; n < 2000; n++) counts[scheduleProfile(cfg, device(n))]++;
    expect(counts.stable).toBeGreaterThan(1300);
    expect(counts.flapping).toBeGreaterThan(200);
    expect(counts.down).toBeGreaterThan(80);
    expect(scheduleProfile(cfg, device(7))).toBe(scheduleProfile({ ...cfg }, device(7)));
    expect(scheduleProfile(cfg, device(7, { profile: 'down' }))).toBe('down');
  });

  it('keeps stable devices online from since, with connect_time = since; offline before since', () => {
    const d = device(1, { profile: 'stable' });
    expect(isOnlineAt(cfg, d, undefined, since - 1)).toBe(false);
    expect(isOnlineAt(cfg, d, undefined, T0)).toBe(true);
    expect(connectTimeAt(cfg, d, undefined, T0)).toBe(since);
  });

  it('takes down devices offline for good a few hours after since', () => {
    const d = device(2, { profile: 'down' });
    expect(isOnlineAt(cfg, d, undefined, since + 3600)).toBe(true);
    expect(isOnlineAt(cfg, d, undefined, T0)).toBe(false);
    expect(connectTimeAt(cfg, d, undefined, T0)).toBeNull();
  });

  it('lets flapping devices drop out in half-hour slots, agreeing with offlineIntervals', () => {
    const d = device(3, { profile: 'flapping' });
    const off = offlineIntervals(cfg, d, undefined, T0, T0 + 86400);
    expect(off.length).toBeGreaterThan(2);
    for (let t = T0; t < T0 + 86400; t += 600) {
      const inOff = off.some((i) => t >= i.from && t < i.to);
      expect(isOnlineAt(cfg, d, undefined, t)).toBe(!inOff);
      const ct = connectTimeAt(cfg, d, undefined, t);
      if (inOff) expect(ct).toBeNull();
      else {
        expect(ct).not.toBeNull();
        expect(ct as number).toBeLessThanOrEqual(t);
        expect(ct! % 1800).toBe(0);
        expect(isOnlineAt(cfg, d, undefined, ct as number)).toBe(true);
        expect(isOnlineAt(cfg, d, undefined, (ct as number) - 1)).toBe(false);
      }
    }
  });

  it('reboot: offline for rebootSeconds, then back with a new connect_time', () => {
    const d = device(4, { profile: 'stable' });
    const r = rebootDevice(cfg, d, undefined, T0);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.onlineAgainAt).toBe(T0 + 10);
    expect(isOnlineAt(cfg, d, r.events, T0 + 5)).toBe(false);
    expect(isOnlineAt(cfg, d, r.events, T0 + 10)).toBe(true);
    expect(connectTimeAt(cfg, d, r.events, T0 + 60)).toBe(T0 + 10);
    expect(rebootDevice(cfg, d, r.events, T0 + 5)).toEqual({ ok: false, reason: 'offline' });
  });

  it('forced states override the schedule until auto', () => {
    const d = device(5, { profile: 'down' });
    let ev = forceDeviceState(undefined, 'online', T0);
    expect(isOnlineAt(cfg, d, ev, T0 + 100)).toBe(true);
    expect(connectTimeAt(cfg, d, ev, T0 + 100)).toBe(T0);
    ev = forceDeviceState(ev, 'auto', T0 + 200);
    expect(isOnlineAt(cfg, d, ev, T0 + 300)).toBe(false);
    const s = device(6, { profile: 'stable' });
    const off = forceDeviceState(emptyEvents(), 'offline', T0);
    expect(isOnlineAt(cfg, s, off, T0 - 1)).toBe(true);
    expect(isOnlineAt(cfg, s, off, T0 + 1)).toBe(false);
    expect(offlineIntervals(cfg, s, off, T0 - 100, T0 + 100)).toEqual([{ from: T0, to: T0 + 100 }]);
  });

  it('switch sets are recorded only for switch factors with an on/off value', () => {
    const sw = { agri_id: 'SW1', the_type: 200 };
    const r = setSwitch(undefined, sw, true, T0);
    expect(r).toEqual({
      ok: true,
      events: { reboots: [], forced: [], switchSets: [{ agri_id: 'SW1', t: T0, value: 1 }] },
    });
    expect(setSwitch(undefined, { agri_id: 'X', the_type: 1001 }, 1, T0)).toEqual({
      ok: false,
      reason: 'not_switch',
    });
    expect(setSwitch(undefined, sw, 7, T0)).toEqual({ ok: false, reason: 'bad_value' });
  });
});
