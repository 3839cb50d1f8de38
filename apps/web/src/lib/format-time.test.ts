import { describe, expect, it } from 'vitest';
import { formatTime } from './format-time';

describe('formatTime', () => {
  it('shows Unix seconds as YYYY-MM-DD HH:mm in local time', () => {
    const seconds = new Date(2025, 2, 5, 7, 4, 59).getTime() / 1000;
    expect(formatTime(seconds)).toBe('2025-03-05 07:04');
  });
  it('shows nothing for a missing time', () => {
    expect(formatTime(null)).toBe('');
    expect(formatTime(undefined)).toBe('');
  });
});
