import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle.js';

const limits = { maxPerAccount: 3, maxPerAddress: 5, windowMs: 60_000 };

describe('LoginThrottle', () => {
  it('refuses the attempt after the limit per account and address, until the window has passed', () => {
    const t = new LoginThrottle(limits);
    for (let i = 0; i < 3; i++) expect(t.attempt('Demo', '10.0.0.1', 1000 + i).allowed).toBe(true);
    const refused = t.attempt('demo', '10.0.0.1', 2000);
    expect(refused).toMatchObject({ allowed: false, scope: 'account', firstRefusal: true });
    expect(refused.allowed === false && refused.retryAfterMs).toBe(59_000);
    expect(t.attempt('demo', '10.0.0.1', 3000)).toMatchObject({
      allowed: false,
      firstRefusal: false,
    });
    expect(t.attempt('demo', '10.0.0.2', 3000).allowed).toBe(true);
    expect(t.attempt('demo', '10.0.0.1', 61_000).allowed).toBe(true);
  });

  it('refuses an address after the limit per address, whatever the usernames', () => {
    const t = new LoginThrottle(limits);
    for (let i = 0; i < 5; i++) expect(t.attempt(`user${i}`, '10.0.0.1', 0).allowed).toBe(true);
    expect(t.attempt('another', '10.0.0.1', 0)).toMatchObject({ allowed: false, scope: 'address' });
    expect(t.attempt('another', '10.0.0.9', 0).allowed).toBe(true);
  });

  it('gives a success its count back, within the same window only', () => {
    const t = new LoginThrottle(limits);
    for (let i = 0; i < 10; i++) {
      const a = t.attempt('demo', '10.0.0.1', i);
      expect(a.allowed).toBe(true);
      if (a.allowed) t.succeeded(a.ticket);
    }
    const old = t.attempt('demo', '10.0.0.1', 0);
    for (let i = 0; i < 2; i++) t.attempt('demo', '10.0.0.1', 61_000);
    if (old.allowed) t.succeeded(old.ticket);
    t.attempt('demo', '10.0.0.1', 61_001);
    expect(t.attempt('demo', '10.0.0.1', 61_002).allowed).toBe(false);
  });

  it('forgets everything on clear()', () => {
    const t = new LoginThrottle(limits);
    for (let i = 0; i < 4; i++) t.attempt('demo', '10.0.0.1', 0);
    t.clear();
    expect(t.attempt('demo', '10.0.0.1', 0).allowed).toBe(true);
  });
});
