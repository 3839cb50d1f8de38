import { describe, expect, it } from 'vitest';
import { fromLocalInput, presetRange, PRESETS, toLocalInput } from './presets';

// Wednesday 2025-03-12 15:30 local time
const now = new Date(2025, 2, 12, 15, 30);
const local = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('download presets', () => {
  it.each([
    ['today', local(2025, 3, 12), now],
    ['yesterday', local(2025, 3, 11), local(2025, 3, 12)],
    ['thisWeek', local(2025, 3, 10), now],
    ['lastWeek', local(2025, 3, 3), local(2025, 3, 10)],
    ['thisMonth', local(2025, 3, 1), now],
    ['lastMonth', local(2025, 2, 1), local(2025, 3, 1)],
    ['last7Days', new Date(2025, 2, 5, 15, 30), now],
  ] as const)('%s', (preset, start, end) => {
    expect(presetRange(preset, now)).toEqual({ start, end });
  });

  it('starts weeks on Monday, also on a Sunday', () => {
    const sunday = new Date(2025, 2, 16, 9, 0);
    expect(presetRange('thisWeek', sunday).start).toEqual(local(2025, 3, 10));
  });

  it('last month of January is December of the year before', () => {
    expect(presetRange('lastMonth', new Date(2025, 0, 20))).toEqual({
      start: local(2024, 12, 1),
      end: local(2025, 1, 1),
    });
  });

  it('offers the seven presets of the spec', () => {
    expect(PRESETS).toHaveLength(7);
  });

  it('round-trips datetime-local values to Unix seconds', () => {
    const value = toLocalInput(now);
    expect(value).toBe('2025-03-12T15:30');
    expect(fromLocalInput(value)).toBe(now.getTime() / 1000);
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('not a date')).toBeNull();
  });
});
