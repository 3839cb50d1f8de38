/**
 * Issue 29, finding 10 (refresh-token reuse): a refresh token that was already rotated was refused, but its session went
 * on — whoever stole it and used it first kept the session, and the rightful holder's reuse told nobody. A rotated
 * refresh token presented again ends its whole session: every refresh token of that family and its access tokens.
 */
import { describe, expect, it } from 'vitest';
import { envelope, usePublicDemo, visitor, type LogLine } from './support/mock';

const logs: LogLine[] = [];
const demo = usePublicDemo({ logs });

describe('issue 29 finding 10: a reused refresh token ends its session', () => {
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
