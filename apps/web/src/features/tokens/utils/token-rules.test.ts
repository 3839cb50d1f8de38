import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EXPIRY,
  EXPIRY_CHOICES,
  expiresAtPayload,
  expiryDate,
  isBeforeToday,
  isExpired,
  newTokenValues,
  tokenFormSchema,
} from './token-rules';

const today = new Date(2026, 10, 22, 15, 30);

describe('token rules', () => {
  it('offers never, 30, 60 and 90 days and defaults to 30 days ahead', () => {
    expect(EXPIRY_CHOICES).toEqual(['never', '30', '60', '90']);
    expect(DEFAULT_EXPIRY).toBe('30');
    expect(expiryDate('30', today)).toEqual(new Date(2026, 11, 22));
    expect(expiryDate('90', today)).toEqual(new Date(2027, 1, 20));
    expect(expiryDate('never', today)).toBeNull();
  });

  it('requires a name (the generated body schema) and sends the body, not the form', () => {
    const schema = tokenFormSchema(() => today);
    const empty = schema.safeParse(newTokenValues(today));
    expect(empty.success).toBe(false);
    expect(new Set(empty.error?.issues.map((i) => i.path.join('.')))).toEqual(new Set(['name']));
    const ok = schema.safeParse({ ...newTokenValues(today), name: 'reader' });
    expect(ok.data).toEqual({
      name: 'reader',
      access_config: { role: 'readonly', all_projects: true, projects: [] },
      expires_at: expiresAtPayload(new Date(2026, 11, 22)),
    });
  });

  it('refuses an expiry before today but accepts today', () => {
    expect(isBeforeToday(new Date(2026, 10, 21), today)).toBe(true);
    expect(isBeforeToday(new Date(2026, 10, 22), today)).toBe(false);
    const schema = tokenFormSchema(() => today);
    const values = { ...newTokenValues(today), name: 'reader' };
    const past = schema.safeParse({ ...values, date: new Date(2026, 10, 21) });
    expect(past.error?.issues).toMatchObject([
      { path: ['date'], params: { message: 'tokens:expiryPast' } },
    ]);
    expect(schema.safeParse({ ...values, date: new Date(2026, 10, 22) }).success).toBe(true);
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
