/**
 * Every seeded password is public, so a visitor's world must not be reachable by its name: a visitor's id is random and
 * signed by the server, renewed at every sign-in, in a `__Host-` cookie when the request is secure; a value the server
 * did not give that visitor leads nowhere; `X-Mock-Sandbox` needs the control token, which a public demo does not have
 * (docs/decisions/0099-signed-visitor-ids.md).
 */
import { describe, expect, it } from 'vitest';
import {
  envelope,
  ownProject,
  signInRequest,
  usePublicDemo,
  visitor,
  type Visitor,
} from './support/mock';

const ORG = 'demo-farm';
const COOKIE = 'mock_sandbox';
const demo = usePublicDemo();

/** The projects a visit sees once signed in as demo. */
async function projectsSeenBy(visit: Visitor): Promise<string[]> {
  const headers = (await visit.signIn('demo')).headers(ORG);
  const res = await visit.inject({ url: '/api/v2/projects/', headers });
  expect(res.statusCode).toBe(200);
  return envelope<{ name: string }[]>(res).data.map((p) => p.name);
}

describe('only the server names a visitor’s world', () => {
  it('refuses a planted cookie value: the visitor gets a world of their own', async () => {
    const planted = 'planted-by-someone';
    const victim = visitor(demo.app, '198.51.100.41');
    victim.cookies.set(COOKIE, planted);
    await ownProject(victim, 'Victim’s plans');
    expect(victim.cookies.get(COOKIE)).not.toBe(planted);

    const planter = visitor(demo.app, '198.51.100.42');
    planter.cookies.set(COOKIE, planted);
    expect(await projectsSeenBy(planter)).not.toContain('Victim’s plans');
  });

  it('renews the id at sign-in: a valid value planted from another visit leads its planter nowhere', async () => {
    const planter = visitor(demo.app, '198.51.100.43');
    await planter.signIn('demo');
    const value = planter.cookies.get(COOKIE)!;
    expect(value).toBeTruthy();

    const victim = visitor(demo.app, '198.51.100.44');
    victim.cookies.set(COOKIE, value);
    await ownProject(victim, 'Victim’s second plans');
    expect(victim.cookies.get(COOKIE)).not.toBe(value);
    expect(await projectsSeenBy(planter)).not.toContain('Victim’s second plans');
  });

  it('refuses a forged value: one character of a visitor’s changed', async () => {
    const owner = visitor(demo.app, '198.51.100.45');
    await ownProject(owner, 'Owner’s plans');
    const value = owner.cookies.get(COOKIE)!;
    const forged = `${value.slice(0, -1)}${value.endsWith('A') ? 'B' : 'A'}`;

    const forger = visitor(demo.app, '198.51.100.46');
    forger.cookies.set(COOKIE, forged);
    expect(await projectsSeenBy(forger)).not.toContain('Owner’s plans');
    expect(forger.cookies.get(COOKIE)).not.toBe(forged);
  });

  it('does not honour X-Mock-Sandbox without the control token, not even a visitor’s sandbox name', async () => {
    const owner = visitor(demo.app, '198.51.100.47');
    await ownProject(owner, 'Named plans');
    const before = demo.app.worlds.list().map((w) => w.name);
    for (const name of [...before, 'chosen-by-a-caller']) {
      const res = await demo.app.inject({
        ...signInRequest('demo'),
        headers: { 'x-mock-sandbox': name },
      });
      expect(res.statusCode, name).toBe(401);
      expect(envelope(res).error?.message).toMatch(/X-Mock-Sandbox/);
    }
    expect(demo.app.worlds.list().map((w) => w.name)).toEqual(before);
  });

  it('keeps the id in a __Host- cookie when the request is secure, a plain one on http', async () => {
    const secure = visitor(demo.app, '198.51.100.48');
    const https = { 'x-forwarded-proto': 'https' };
    const signedIn = await secure.inject({ ...signInRequest('demo'), headers: https });
    expect(signedIn.statusCode).toBe(200);
    const hostCookie = signedIn.headers['set-cookie'];
    expect(hostCookie).toMatch(/^__Host-mock_sandbox=[\w.-]+;/);
    expect(String(hostCookie).split('; ').sort()).toEqual(
      ['HttpOnly', 'Path=/', 'SameSite=Lax', 'Secure', String(hostCookie).split('; ')[0]].sort(),
    );
    const access = envelope<{ token: { access: string } }>(signedIn).data.token.access;
    const made = await secure.inject({
      method: 'POST',
      url: '/api/v2/projects/',
      headers: { ...https, authorization: `Bearer ${access}`, 'x-org-slug': ORG },
      payload: { name: 'Over https' },
    });
    expect(made.statusCode).toBe(201);

    const plain = await visitor(demo.app, '198.51.100.49').inject(signInRequest('demo'));
    expect(plain.headers['set-cookie']).toMatch(
      /^mock_sandbox=[\w.-]+; Path=\/; HttpOnly; SameSite=Lax$/,
    );
  });
});
