/**
 * Anonymous traffic must not evict visitors' worlds: a world is created only when a visitor signs in, at most so many a
 * minute per address, and a full demo turns a new visitor away (503) rather than drop a visitor who was active in the
 * last minutes (docs/decisions/0146-visitor-sandboxes-at-sign-in.md).
 */
import { describe, expect, it } from 'vitest';
import {
  envelope,
  manualClock,
  ownProject,
  signInRequest,
  usePublicDemo,
  visitor,
  type MockApp,
  type Visitor,
} from './support/mock';

/** Creates a project in the visitor's world; resolves with the headers that read it back. */
async function projectNames(visit: Visitor, headers: Record<string, string>) {
  const res = await visit.inject({ url: '/api/v2/projects/', headers });
  expect(res.statusCode, res.body).toBe(200);
  return envelope<{ name: string }[]>(res).data.map((p) => p.name);
}

/** The sandboxes the server holds. */
const worldCount = (app: MockApp) => app.worlds.list().length;

describe('anonymous traffic creates no world and drops nobody', () => {
  const demo = usePublicDemo();

  it('leaves a signed-in visitor’s world intact under 300 anonymous requests of every kind', async () => {
    const me = visitor(demo.app, '198.51.100.10');
    const headers = await ownProject(me, 'Mine');
    expect(worldCount(demo.app)).toBe(1);

    const kinds = [
      { url: '/login' },
      { url: '/favicon.svg' },
      { url: '/assets/devices/controller.svg' },
      { url: '/no/such/page' },
      { url: '/api/v2/projects/' },
      { url: '/api/v2/no-such-operation/' },
      { method: 'POST' as const, url: '/api/v2/projects/', payload: { name: 'x' } },
      signInRequest('demo', 'not-the-password'),
    ];
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        demo.app.inject({
          ...kinds[i % kinds.length],
          headers: { 'x-forwarded-for': `203.0.113.${i % 250}` },
        }),
      ),
    );
    expect(answers.every((a) => a.statusCode < 500)).toBe(true);

    expect(worldCount(demo.app)).toBe(1);
    expect(await projectNames(me, headers)).toContain('Mine');
  });
});

describe('a full demo turns new visitors away instead of dropping active ones', () => {
  const clock = manualClock(Math.floor(Date.now() / 1000));
  const demo = usePublicDemo({ clock, env: { MOCK_SANDBOX_MAX: '2' } });

  it('answers 503 while every world was used in the last 10 minutes, then takes an idle one', async () => {
    const first = visitor(demo.app, '198.51.100.21');
    const second = visitor(demo.app, '198.51.100.22');
    const firstHeaders = await ownProject(first, 'First’s');
    const secondHeaders = await ownProject(second, 'Second’s');

    const late = visitor(demo.app, '198.51.100.23');
    const refused = await late.inject(signInRequest('demo'));
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(envelope(refused).error?.message).toMatch(/visitors|full/i);
    expect(await projectNames(first, firstHeaders)).toContain('First’s');
    expect(await projectNames(second, secondHeaders)).toContain('Second’s');

    // 11 minutes on, only the first visitor was active since: the second visitor's world makes room
    clock.advance(11 * 60);
    expect(await projectNames(first, firstHeaders)).toContain('First’s');
    expect((await late.inject(signInRequest('demo'))).statusCode).toBe(200);
    expect(await projectNames(first, firstHeaders)).toContain('First’s');
    expect(
      (await second.inject({ url: '/api/v2/projects/', headers: secondHeaders })).statusCode,
    ).toBe(401);
  });
});

describe('worlds are created at a bounded rate per address', () => {
  const clock = manualClock(Math.floor(Date.now() / 1000));
  const demo = usePublicDemo({ clock });

  it('signs one address into at most 10 new worlds a minute (429 beyond), another address meanwhile', async () => {
    const address = '198.51.100.31';
    for (let i = 0; i < 10; i++)
      expect((await visitor(demo.app, address).inject(signInRequest('demo'))).statusCode).toBe(200);
    const eleventh = await visitor(demo.app, address).inject(signInRequest('demo'));
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.headers['retry-after']).toMatch(/^\d+$/);
    expect(
      (await visitor(demo.app, '198.51.100.32').inject(signInRequest('demo'))).statusCode,
    ).toBe(200);
    clock.advance(61);
    expect((await visitor(demo.app, address).inject(signInRequest('demo'))).statusCode).toBe(200);
    expect(worldCount(demo.app)).toBe(12);
  });
});
