import { describe, expect, it } from 'vitest';
import { rebootDevice, setSwitch } from './device-events.js';
import { historyPage, latestValues } from './history.js';
import { isOnlineAt } from './schedule.js';
import { valueAt } from './streams.js';
import type { DeviceEvents, SimConfig, SimDevice, SimFactor } from './types.js';

const cfg: SimConfig = { seed: 'test-seed', rebootSeconds: 10 };
const NOW = 1_763_700_000 + 37; // not on the minute grid
const since = NOW - 30 * 86400;
const stable: SimDevice = { id: 1, device_id: 'SIM-0001', since, profile: 'stable' };
const flapping: SimDevice = { id: 2, device_id: 'SIM-0002', since, profile: 'flapping' };
const temp: SimFactor = {
  agri_id: 'T1',
  the_type: 1001,
  min_value: -20,
  max_value: 60,
  decimals: 1,
};
const sw: SimFactor = { agri_id: 'S1', the_type: 200, min_value: 0, max_value: 1, decimals: 0 };
const q = (minTimestamp: number | null, page = 1, pageSize = 1000) => ({
  now: NOW,
  minTimestamp,
  page,
  pageSize,
});

describe('historyPage', () => {
  it('gives a stable device 7 days = 10,080 points, newest first, on the minute grid', () => {
    const p = historyPage(cfg, stable, temp, undefined, q(NOW - 604800));
    expect(p.count).toBe(10080);
    expect(p.results).toHaveLength(1000);
    const first = p.results[0]!;
    expect(first.t).toBe(NOW - 37);
    expect(first.t % 60).toBe(0);
    for (let i = 1; i < p.results.length; i++)
      expect(p.results[i]!.t).toBe(p.results[i - 1]!.t - 60);
    expect(first.value).toBe(valueAt(cfg, temp, first.t));
  });

  it('pages through the whole range without overlap, the last page partial, then empty', () => {
    const all: number[] = [];
    for (let page = 1; page <= 11; page++) {
      const p = historyPage(cfg, flapping, temp, undefined, q(NOW - 604800, page));
      all.push(...p.results.map((r) => r.t));
    }
    const p1 = historyPage(cfg, flapping, temp, undefined, q(NOW - 604800));
    expect(all).toHaveLength(p1.count);
    expect(new Set(all).size).toBe(all.length);
    expect(p1.count).toBeLessThan(10080);
    expect(p1.count).toBeGreaterThan(4000);
    expect(all.every((t) => isOnlineAt(cfg, flapping, undefined, t))).toBe(true);
    expect(all.every((t) => t >= NOW - 604800)).toBe(true);
    expect(historyPage(cfg, flapping, temp, undefined, q(NOW - 604800, 99)).results).toEqual([]);
  });

  it('reads a past page the same every time, even as now moves on', () => {
    const a = historyPage(cfg, flapping, temp, undefined, q(NOW - 86400, 2, 100));
    const b = historyPage(cfg, flapping, temp, undefined, q(NOW - 86400, 2, 100));
    expect(b).toEqual(a);
    const later = historyPage(cfg, flapping, temp, undefined, {
      ...q(NOW - 86400, 1, 1000),
      now: NOW + 3600,
    });
    const oldTimes = new Map(a.results.map((r) => [r.t, r.value]));
    for (const r of later.results) if (oldTimes.has(r.t)) expect(r.value).toBe(oldTimes.get(r.t));
  });

  it('counts start at the factor since', () => {
    const late: SimFactor = { ...temp, agri_id: 'T2', since: NOW - 3600 };
    expect(historyPage(cfg, stable, late, undefined, q(null)).count).toBe(60);
    expect(historyPage(cfg, stable, { ...temp, enabled: false }, undefined, q(null))).toEqual({
      count: 0,
      results: [],
    });
  });

  it('leaves a gap while rebooting and honours the report interval', () => {
    const r = rebootDevice({ ...cfg, rebootSeconds: 150 }, stable, undefined, NOW - 600);
    if (!r.ok) throw new Error('reboot refused');
    const p = historyPage({ ...cfg, rebootSeconds: 150 }, stable, temp, r.events, q(NOW - 3600));
    expect(p.count).toBe(60 - 3);
    const five = historyPage(
      cfg,
      { ...stable, report_interval: 300 },
      temp,
      undefined,
      q(NOW - 3600),
    );
    expect(five.count).toBe(12);
    expect(five.results.every((x) => x.t % 300 === 0)).toBe(true);
  });
});

/** One factor's latest value, or null when it never reported. */
const latestValue = (
  c: SimConfig,
  device: SimDevice,
  factor: SimFactor,
  events: DeviceEvents | undefined,
  now: number,
) => latestValues(c, device, [factor], events, now)[0] ?? null;

describe('latestValue', () => {
  it('equals the newest history point, and shows a switch set', () => {
    const top = historyPage(cfg, flapping, temp, undefined, q(null, 1, 1)).results[0]!;
    expect(latestValue(cfg, flapping, temp, undefined, NOW)).toEqual({ agri_id: 'T1', ...top });
    const set = setSwitch(undefined, sw, 1, NOW - 120);
    if (!set.ok) throw new Error('set refused');
    const v = latestValue(cfg, stable, sw, set.events, NOW);
    expect(v).toEqual({ agri_id: 'S1', value: 1, t: NOW - 37 });
    const h = historyPage(cfg, stable, sw, set.events, q(NOW - 120, 1, 2));
    expect(h.results.map((x) => x.value)).toEqual([1, 1]);
  });

  it('shows a switch set at once: the report of the current minute carries it, in latest and history alike', () => {
    const before = latestValue(cfg, stable, sw, undefined, NOW)!;
    const flipped = before.value === 1 ? 0 : 1;
    const set = setSwitch(undefined, sw, flipped, NOW);
    if (!set.ok) throw new Error('set refused');
    const latest = latestValue(cfg, stable, sw, set.events, NOW);
    expect(latest).toEqual({ agri_id: 'S1', value: flipped, t: before.t });
    const top = historyPage(cfg, stable, sw, set.events, q(null, 1, 1)).results[0];
    expect(top).toEqual({ t: before.t, value: flipped });
    expect(latestValues(cfg, stable, [sw], set.events, NOW)).toEqual([latest]);
  });

  it('is old for a device that went down, null before anything was reported', () => {
    const down: SimDevice = { ...stable, id: 3, device_id: 'SIM-0003', profile: 'down' };
    const v = latestValue(cfg, down, temp, undefined, NOW);
    expect(v).not.toBeNull();
    expect(NOW - v!.t).toBeGreaterThan(20 * 86400);
    expect(latestValue(cfg, { ...stable, since: NOW + 10 }, temp, undefined, NOW)).toBeNull();
    expect(
      latestValues(cfg, stable, [temp, sw, { ...temp, agri_id: 'X', the_type: 7 }], undefined, NOW),
    ).toHaveLength(2);
  });
});
