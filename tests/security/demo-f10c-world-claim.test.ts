/**
 * Every visitor's sandbox starts from the same seed, with the same session ids, so an access token must name the world it
 * was issued in (`wid`); a token without one is refused.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimsOf, hs256, usePublicDemo, visitor } from './support/mock';

const demo = usePublicDemo();

describe('an access token names the world it was issued in', () => {
  it('refuses a correctly signed token without wid, even where its session is signed in', async () => {
    const visit = visitor(demo.app);
    const { access } = await visit.signIn('demo');
    const projects = (jwt: string) =>
      visit.inject({
        url: '/api/v2/projects/',
        headers: { authorization: `Bearer ${jwt}`, 'x-org-slug': 'demo-farm' },
      });
    expect((await projects(access)).statusCode).toBe(200);

    const secret = readFileSync(join(demo.dir, 'jwt-secret'), 'utf8').trim();
    const { wid, ...claims } = claimsOf(access);
    expect(wid).toEqual(expect.any(String));
    expect((await projects(hs256(claims, secret))).statusCode).toBe(401);
  });
});
