import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '#src/lib/clock.js';
import { body, controlCall, login, testApp } from '#src/testing/helpers.js';

const START = 1_795_000_000;
const server = manualClock(START);
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({}, { clock: server });
});
afterAll(() => app.close());

interface ClockState {
  now: string;
  paused: boolean;
  offset_seconds: number;
  floor: string;
}
const clockOf = async (sandbox?: string) => {
  const res = await app.inject({
    url: '/__mock__/clock',
    headers: {
      'x-mock-control-token': app.config.controlToken ?? '',
      ...(sandbox ? { 'x-mock-sandbox': sandbox } : {}),
    },
  });
  return body<ClockState>(res).data;
};
const seconds = (iso: string) => Date.parse(iso) / 1000;

describe("the world's clock", () => {
  it('stands still while paused, moves forward by an amount, and follows real time again', async () => {
    expect(await clockOf()).toMatchObject({ paused: false, offset_seconds: 0 });
    await controlCall(app, 'POST', 'clock/pause');
    server.advance(60);
    expect(seconds((await clockOf()).now)).toBe(START);
    const moved = body<ClockState>(
      await controlCall(app, 'POST', 'clock/advance', { seconds: 86400 }),
    ).data;
    expect(moved).toMatchObject({ paused: true, offset_seconds: 86400 - 60 });
    expect(seconds(moved.now)).toBe(START + 86400);
    await controlCall(app, 'POST', 'clock/resume');
    server.advance(10);
    expect(seconds((await clockOf()).now)).toBe(START + 86410);
    const back = body<ClockState>(await controlCall(app, 'DELETE', 'clock')).data;
    expect(back).toMatchObject({ paused: false, offset_seconds: 0 });
    expect(seconds(back.now)).toBe(START + 70);
  });

  it('is set to a time, but never before the world was seeded', async () => {
    const at = new Date((START + 7 * 86400) * 1000).toISOString();
    const set = await controlCall(app, 'PUT', 'clock', { at });
    expect(body<ClockState>(set).data.now).toBe(at);
    const before = await controlCall(app, 'PUT', 'clock', {
      at: new Date((START - 3600) * 1000).toISOString(),
    });
    expect(before.statusCode).toBe(400);
    expect(Object.keys(body(before).error?.fields ?? {})).toContain('at');
    await controlCall(app, 'DELETE', 'clock');
  });

  it("is what the API reads: a moved clock expires the session's access token and stamps new records", async () => {
    const demo = await login(app, 'demo');
    const account = () => app.inject({ url: '/api/v2/account/', headers: demo.headers() });
    expect((await account()).statusCode).toBe(200);
    await controlCall(app, 'POST', 'clock/advance', { seconds: app.config.accessTokenTtl + 1 });
    expect((await account()).statusCode).toBe(401);
    const again = await login(app, 'demo');
    const created = await app.inject({
      method: 'POST',
      url: '/api/v2/projects/',
      headers: again.headers('demo-farm'),
      payload: { name: 'Made in the future' },
    });
    const stamp = Date.parse(body<{ created_at: string }>(created).data.created_at) / 1000;
    expect(stamp).toBeGreaterThanOrEqual(START + app.config.accessTokenTtl);
    await controlCall(app, 'DELETE', 'clock');
  });

  it('is one per world: moving a sandbox leaves the main world and other sandboxes alone', async () => {
    const main = seconds((await clockOf()).now);
    const res = await app.inject({
      method: 'POST',
      url: '/__mock__/clock/advance',
      headers: { 'x-mock-control-token': app.config.controlToken ?? '', 'x-mock-sandbox': 'ahead' },
      payload: { seconds: 3600 },
    });
    expect(seconds(body<ClockState>(res).data.now)).toBe(main + 3600);
    expect(seconds((await clockOf()).now)).toBe(main);
    expect(seconds((await clockOf('other')).now)).toBe(main);
    expect(seconds((await clockOf('ahead')).now)).toBe(main + 3600);
  });
});
