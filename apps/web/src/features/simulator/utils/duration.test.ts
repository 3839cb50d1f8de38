import { describe, expect, it } from 'vitest';
import { durationParts } from './duration';

describe('durationParts', () => {
  it('names days, hours and minutes, leaving out the seconds of a longer span', () => {
    expect(durationParts(86_400 + 2 * 3_600 + 10 * 60 + 37)).toEqual([
      { unit: 'd', count: 1 },
      { unit: 'h', count: 2 },
      { unit: 'min', count: 10 },
    ]);
    expect(durationParts(3_600)).toEqual([{ unit: 'h', count: 1 }]);
  });

  it('gives seconds under a minute, a span behind as its size, nothing for none', () => {
    expect(durationParts(42)).toEqual([{ unit: 's', count: 42 }]);
    expect(durationParts(-600)).toEqual([{ unit: 'min', count: 10 }]);
    expect(durationParts(0)).toEqual([]);
  });
});
