import { describe, expect, it } from 'vitest';
import { hasNextPage, minTimestamp, RANGES, totalPages } from './ranges';

describe('history ranges and pages', () => {
  it('1h, 6h, 1d, 7d are 3600, 21600, 86400, 604800 seconds back; others have no minimum', () => {
    expect(RANGES.map((r) => [r.key, minTimestamp(r.key, 1_000_000)])).toEqual([
      ['1h', 1_000_000 - 3600],
      ['6h', 1_000_000 - 21_600],
      ['1d', 1_000_000 - 86_400],
      ['7d', 1_000_000 - 604_800],
    ]);
    expect(minTimestamp('all', 1_000_000)).toBeUndefined();
  });

  it('pages of 1000: total pages, next only when the page is full', () => {
    expect(totalPages(0)).toBe(1);
    expect(totalPages(10_080)).toBe(11);
    expect(hasNextPage(1000)).toBe(true);
    expect(hasNextPage(999)).toBe(false);
  });
});
