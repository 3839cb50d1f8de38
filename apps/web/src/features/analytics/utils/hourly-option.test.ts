import { describe, expect, it } from 'vitest';
import { hourlyChartOption } from './hourly-option';

describe('hourlyChartOption (spec §9: 24 buckets)', () => {
  it('draws the 24 hourly buckets in their order with hour labels', () => {
    const items = Array.from({ length: 24 }, (_, i) => ({
      hour: (i + 10) % 24,
      data_count: i,
      update_at: 0,
    }));
    const option = hourlyChartOption(items, 'Readings');
    const x = option.xAxis as { data: string[] };
    expect(x.data).toHaveLength(24);
    expect(x.data[0]).toBe('10:00');
    expect(x.data[23]).toBe('09:00');
    expect((option.series as { data: number[] }[])[0]!.data).toEqual(
      items.map((i) => i.data_count),
    );
  });
});
