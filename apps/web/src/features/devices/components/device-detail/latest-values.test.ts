import { describe, expect, it } from 'vitest';
import { isStale, STALE_AFTER_SECONDS } from './latest-values';

describe('stale factor values (30 minutes)', () => {
  it('flags values older than 30 minutes, and missing values', () => {
    expect(STALE_AFTER_SECONDS).toBe(1800);
    expect(isStale(1000, 1000 + 1800)).toBe(false);
    expect(isStale(1000, 1000 + 1801)).toBe(true);
    expect(isStale(undefined, 1000)).toBe(true);
  });
});
