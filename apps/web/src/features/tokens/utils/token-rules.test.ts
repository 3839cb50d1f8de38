import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXPIRY,
  EXPIRY_CHOICES,
  expiresAtPayload,
  expiryDate,
  isBeforeToday,
  isExpired,
  validateTokenForm,
} from './token-rules';

const today = new Date(2026, 10, 22, 15, 30);

describe('token rules (spec §5, §9)', () => {
  it('offers never, 30, 60 and 90 days and defaults to 30 days ahead', () => {
    expect(EXPIRY_CHOICES).toEqual(['never', '30', '60', '90']);
    expect(DEFAULT_EXPIRY).toBe('30');
    expect(expiryDate('30', today)).toEqual(new Date(2026, 11, 22));
    expect(expiryDate('90', today)).toEqual(new Date(2027, 1, 20));
    expect(expiryDate('never', today)).toBeNull();
  });

  it('requires a trimmed name (name_required)', () => {
    expect(validateTokenForm('   ', null, today)).toEqual({ name: 'name_required' });
    expect(validateTokenForm('reader', null, today)).toEqual({});
  });

  it('refuses an expiry before today but accepts today', () => {
    expect(isBeforeToday(new Date(2026, 10, 21), today)).toBe(true);
    expect(isBeforeToday(new Date(2026, 10, 22), today)).toBe(false);
    expect(validateTokenForm('reader', new Date(2026, 10, 21), today)).toEqual({
      expiry: 'expiryPast',
    });
  });

  it('sends the end of the chosen day, or null for never', () => {
    const iso = expiresAtPayload(new Date(2026, 11, 22));
    expect(new Date(iso ?? '').getDate()).toBe(22);
    expect(new Date(iso ?? '').getHours()).toBe(23);
    expect(expiresAtPayload(null)).toBeNull();
  });

  it('tells an expired token', () => {
    expect(isExpired('2020-01-01T00:00:00Z')).toBe(true);
    expect(isExpired(null)).toBe(false);
  });
});
