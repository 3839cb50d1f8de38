import { afterEach, describe, expect, it } from 'vitest';
import type { HourlyItem } from '@iot/api-client/model';
import { bucketLabel, bucketTitle, hourlyChartOption } from './hourly-option';

const HOUR = 3600;
const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

/**
 * 24 buckets as a server in Asia/Shanghai (UTC+8) answers them at `now`: oldest first, `hour` its local hour,
 * `update_at` the newest point (a minute before the hour ends; the current bucket's is just before now).
 */
function shanghaiBuckets(now: number): HourlyItem[] {
  const current = Math.floor(now / HOUR) * HOUR;
  return Array.from({ length: 24 }, (_, i) => {
    const start = current - (23 - i) * HOUR;
    return {
      hour: (new Date(start * 1000).getUTCHours() + 8) % 24,
      data_count: i * 10,
      update_at: i === 23 ? now - 30 : start + HOUR - 60,
    };
  });
}

// 2026-11-23 07:10 UTC: 15:10 in Shanghai, 08:10 in Berlin, 02:10 in New York, 12:40 in Kolkata
const NOW = Date.UTC(2026, 10, 23, 7, 10) / 1000;
const items = shanghaiBuckets(NOW);
const labels = () => (hourlyChartOption(items, 'Readings').xAxis as { data: string[] }).data;

describe('hourly chart: buckets in the browser time zone (ADR 0015)', () => {
  it('labels the current bucket with the local hour, not the server hour', () => {
    expect(items[23]!.hour).toBe(15);
    process.env.TZ = 'Europe/Berlin';
    expect(labels()[23]).toBe('08:00');
    expect(labels()[0]).toBe('09:00');
    process.env.TZ = 'America/New_York';
    expect(labels()[23]).toBe('02:00');
    process.env.TZ = 'Asia/Shanghai';
    expect(labels()[23]).toBe('15:00');
  });

  it('places the buckets of a zone half an hour off at their local start', () => {
    process.env.TZ = 'Asia/Kolkata';
    expect(labels()[23]).toBe('12:30');
    expect(labels()[22]).toBe('11:30');
  });

  it('places an empty bucket (update_at at its start) in its own hour', () => {
    process.env.TZ = 'Europe/Berlin';
    const start = Math.floor(NOW / HOUR) * HOUR - HOUR;
    expect(bucketLabel({ hour: 14, data_count: 0, update_at: start })).toBe('07:00');
  });

  it('gives the tooltip the full local date and hours of the bucket and its count', () => {
    process.env.TZ = 'America/New_York';
    expect(bucketTitle(items[23]!)).toBe('2026-11-23 02:00–03:00');
    // the first bucket began the day before in New York
    expect(bucketTitle(items[0]!)).toBe('2026-11-22 03:00–04:00');
    const option = hourlyChartOption(items, 'Readings <b>', 'en');
    const format = (option.tooltip as { formatter: (p: unknown) => string }).formatter;
    const html = format([{ dataIndex: 23, marker: '' }]);
    expect(html).toContain('2026-11-23 02:00–03:00');
    expect(html).toContain('Readings &#60;b&#62;: <b>230</b>');
  });

  it('draws the 24 counts in their order', () => {
    const option = hourlyChartOption(items, 'Readings');
    expect(labels()).toHaveLength(24);
    expect((option.series as { data: number[] }[])[0]!.data).toEqual(
      items.map((i) => i.data_count),
    );
  });
});
