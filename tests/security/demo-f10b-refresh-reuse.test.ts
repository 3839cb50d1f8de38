/**
 * A rotated refresh token presented again means it was stolen, by the thief or from the rightful holder: it ends its
 * whole session, every refresh token of that family and its access tokens.
 */
import { describe, expect, it } from 'vitest';
import { envelope, usePublicDemo, visitor, type LogLine } from './support/mock';

const logs: LogLine[] = [];
const demo = usePublicDemo({ logs });

describe('a reused refresh token ends its session', () => {
  it('signs the session out — refresh and access tokens of every rotation — and logs it', async () => {
    const visit = visitor(demo.app);
    const first = await visit.signIn('viewer');
    const refresh = (token: string) =>
      visit.inject({
        method: 'POST',
        url: '/api/v2/account/refresh/',
        payload: { refresh: token },
      });
    const projects = (access: string) =>
      visit.inject({
        url: '/api/v2/projects/',
        headers: { authorization: `Bearer ${access}`, 'x-org-slug': 'demo-farm' },
      });

    const rotated = await refresh(first.refresh);
    expect(rotated.statusCode).toBe(200);
    const second = envelope<{ access: string; refresh: string }>(rotated).data;
    expect((await projects(second.access)).statusCode).toBe(200);

    const reused = await refresh(first.refresh);
    expect(reused.statusCode).toBe(401);

    expect((await projects(second.access)).statusCode).toBe(401);
    expect((await refresh(second.refresh)).statusCode).toBe(401);
    expect(
      logs.some((l) => l.security === 'invalid-token' && /reused/.test(String(l.reason))),
    ).toBe(true);
  });
});
