import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { systemClock } from '#src/lib/clock.js';
import { nextMultiple, scheduleEvery } from './reset.js';

describe('scheduled resets (MOCK_RESET_EVERY)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(Date.UTC(2026, 10, 23, 9, 40, 12));
  });
  afterEach(() => vi.useRealTimers());

  it('falls on multiples of the period, wall clock', () => {
    const hour = 3_600_000;
    expect(new Date(nextMultiple(Date.now(), hour)).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(nextMultiple(Date.UTC(2026, 10, 23, 10), hour)).toBe(Date.UTC(2026, 10, 23, 11));
  });

  it('runs at each multiple, one run at a time, until stopped', async () => {
    const runs: number[] = [];
    const schedule = scheduleEvery(
      systemClock,
      30 * 60_000,
      async () => {
        runs.push(Date.now());
      },
      () => undefined,
    );
    expect(schedule.next()).toBe(Date.UTC(2026, 10, 23, 10, 0));
    await vi.advanceTimersByTimeAsync(19 * 60_000 + 47_000);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(runs).toEqual([Date.UTC(2026, 10, 23, 10, 0)]);
    expect(schedule.next()).toBe(Date.UTC(2026, 10, 23, 10, 30));
    await vi.advanceTimersByTimeAsync(30 * 60_000);
    expect(runs).toHaveLength(2);
    schedule.stop();
    expect(schedule.next()).toBeNull();
    await vi.advanceTimersByTimeAsync(3 * 3_600_000);
    expect(runs).toHaveLength(2);
  });

  it('keeps going after a failed run', async () => {
    const errors: unknown[] = [];
    let calls = 0;
    const schedule = scheduleEvery(
      systemClock,
      60_000,
      async () => {
        calls++;
        throw new Error('disk full');
      },
      (err) => errors.push(err),
    );
    await vi.advanceTimersByTimeAsync(3 * 60_000);
    expect(calls).toBe(3);
    expect(errors).toHaveLength(3);
    schedule.stop();
  });
});
