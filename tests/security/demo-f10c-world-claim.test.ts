/**
 * Issue 29, finding 10 (`wid`): the guard checked the world an access token was issued in only when the token named
 * one, so a token without `wid` was taken in every world where its session id and user matched — and every visitor's
 * sandbox starts from the same seed, with the same session ids. Every access token must name its world.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { claimsOf, hs256, usePublicDemo, visitor } from './support/mock';

const demo = usePublicDemo();

describe('issue 29 finding 10: an access token names the world it was issued in', () => {
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
