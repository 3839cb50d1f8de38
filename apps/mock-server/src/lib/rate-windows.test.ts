import { describe, expect, it } from 'vitest';
import { RateWindows } from './rate-windows.js';

describe('RateWindows', () => {
  it('forgets the key whose window began first when it holds as many keys as it may', () => {
    const w = new RateWindows(60_000, 2);
    w.count('a', 0);
    w.count('b', 1);
    w.count('a', 2);
    w.count('c', 3);
    expect(w.count('b', 4).count).toBe(2);
    expect(w.count('a', 5).count).toBe(1);
  });
});
