import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearAnalyticsCache,
  dataCount,
  dataCountAsync,
  hourlyCountsAsync,
  type SimDeviceEntry,
} from './analytics.js';
import { rebootDevice } from './device-events.js';
import { historyPage } from './history.js';
import type { SimConfig, SimFactor } from './types.js';

const cfg: SimConfig = { seed: 'test-seed', rebootSeconds: 10, tz: 'Asia/Shanghai' };
const NOW = 1_763_700_000 + 1234;
const f = (agri_id: string, the_type: number, extra: Partial<SimFactor> = {}): SimFactor => ({
  agri_id,
  the_type,
  min_value: null,
  max_value: null,
  decimals: 1,
  ...extra,
});
const entries = (): SimDeviceEntry[] =>
  Array.from({ length: 12 }, (_, n) => ({
    device: {
      id: n + 1,
      device_id: `SIM-${n}`,
      since: NOW - (3 + n) * 86400 - n * 777,
      report_interval: n % 3 === 0 ? 300 : 60,
    },
    factors: [
      f(`A${n}`, 1001),
      f(`B${n}`, 1002, { since: NOW - 86400 - n * 1000 }),
      f(`C${n}`, 200),
      f(`D${n}`, 1003, { enabled: false }),
      f(`E${n}`, 17),
    ],
  }));
const historyTotal = (list: SimDeviceEntry[], from: number | null): number =>
  list.reduce(
    (sum, e) =>
      sum +
      e.factors.reduce(
        (s, x) =>
          s +
          historyPage(cfg, e.device, x, e.events, {
            now: NOW,
            minTimestamp: from,
            page: 1,
            pageSize: 1,
          }).count,
        0,
      ),
    0,
  );

beforeEach(() => clearAnalyticsCache());

describe('dataCount', () => {
  it('equals the sum of every factor history count, cold and warm, sync and async', async () => {
    const list = entries();
    const expected = historyTotal(list, null);
    expect(expected).toBeGreaterThan(10000);
    expect(dataCount(cfg, list, NOW)).toBe(expected);
    expect(dataCount(cfg, list, NOW)).toBe(expected);
    expect(await dataCountAsync(cfg, list, NOW, 5)).toBe(expected);
  });

  it('follows new events (a reboot leaves a gap) and moves on with time', () => {
    const list = entries();
    const before = dataCount(cfg, list, NOW);
    const first = list[0]!;
    const r = rebootDevice({ ...cfg, rebootSeconds: 600 }, first.device, undefined, NOW - 3000);
    if (!r.ok) throw new Error('refused');
    const cfg600 = { ...cfg, rebootSeconds: 600 };
    const after = dataCount(cfg600, [{ ...first, events: r.events }], NOW);
    expect(after).toBe(
      first.factors.reduce(
        (s, x) =>
          s +
          historyPage(cfg600, first.device, x, r.events, {
            now: NOW,
            minTimestamp: null,
            page: 1,
            pageSize: 1,
          }).count,
        0,
      ),
    );
    expect(dataCount(cfg, list, NOW + 3600)).toBeGreaterThan(before);
  });
});

describe('hourlyCountsAsync', () => {
  it('returns 24 local-hour buckets, oldest first, ending with the current hour', async () => {
    const list = entries();
    const buckets = await hourlyCountsAsync(cfg, list, NOW);
    expect(buckets).toHaveLength(24);
    const currentHour = new Date((NOW + 8 * 3600) * 1000).getUTCHours();
    expect(buckets[23]!.hour).toBe(currentHour);
    expect(buckets.map((b) => b.hour)).toEqual(
      Array.from({ length: 24 }, (_, i) => (currentHour + 1 + i) % 24),
    );
    expect(await hourlyCountsAsync(cfg, list, NOW, 5)).toEqual(buckets);
    for (const b of buckets) expect(b.update_at).toBeLessThanOrEqual(NOW);
  });

  it('sums to the history counts of the same 24-hour window', async () => {
    const list = entries();
    const buckets = await hourlyCountsAsync(cfg, list, NOW);
    const hourStart = NOW - ((NOW + 8 * 3600) % 3600);
    const windowStart = hourStart - 23 * 3600;
    const total = buckets.reduce((s, b) => s + b.data_count, 0);
    expect(total).toBe(historyTotal(list, windowStart));
    expect(total).toBeGreaterThan(0);
  });

  it('buckets are whole hours of Unix time holding their update_at, in any MOCK_TZ (openapi HourlyItem)', async () => {
    const list = entries();
    const current = Math.floor(NOW / 3600) * 3600;
    for (const [tz, offset] of [
      ['Asia/Shanghai', 8 * 3600],
      ['Asia/Kolkata', 5.5 * 3600],
      ['America/New_York', -5 * 3600],
    ] as const) {
      const buckets = await hourlyCountsAsync({ ...cfg, tz }, list, NOW);
      buckets.forEach((b, i) => {
        const start = current - (23 - i) * 3600;
        expect(b.update_at).toBeGreaterThanOrEqual(start);
        expect(b.update_at).toBeLessThan(start + 3600);
        expect(b.hour).toBe(new Date((start + offset) * 1000).getUTCHours());
      });
    }
  });
});
