/**
 * Sandboxes: X-Mock-Sandbox (or a visitor's cookie) selects an isolated copy of the seeded world; the control plane
 * acts on the sandbox of its request; the count is bounded (the least recently used dropped once idle for the active
 * time, else a new one refused) and idle ones go.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '#src/lib/clock.js';
import { body, controlCall, sandboxHeaders, testApp } from '#src/testing/helpers.js';

async function signIn(app: FastifyInstance, sandbox?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/account/login/',
    headers: sandbox ? sandboxHeaders(app, sandbox) : {},
    payload: { username: 'demo', password: 'demo123456' },
  });
  expect(res.statusCode).toBe(200);
  const access = body<{ token: { access: string } }>(res).data.token.access;
  return {
    authorization: `Bearer ${access}`,
    'x-org-slug': 'demo-farm',
    ...(sandbox ? sandboxHeaders(app, sandbox) : {}),
  };
}

const projectNames = async (app: FastifyInstance, headers: Record<string, string>) =>
  body<{ name: string }[]>(await app.inject({ url: '/api/v2/projects/', headers })).data.map(
    (p) => p.name,
  );

describe('sandboxes', () => {
  let app: FastifyInstance;
  // a fixed instant: the sandboxes' idle times are measured on this clock alone
  const clock = manualClock(1_795_000_000);
  beforeAll(async () => {
    app = await testApp({ sandboxMax: 3 }, { clock });
  });
  afterAll(() => app.close());

  it('keeps a write in one sandbox out of every other sandbox and out of the main world', async () => {
    const a = await signIn(app, 'sandbox-a');
    const b = await signIn(app, 'sandbox-b');
    const main = await signIn(app);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v2/projects/',
      headers: a,
      payload: { name: 'Only in A' },
    });
    expect(created.statusCode).toBe(201);
    expect(await projectNames(app, a)).toContain('Only in A');
    expect(await projectNames(app, b)).not.toContain('Only in A');
    expect(await projectNames(app, main)).not.toContain('Only in A');
    // A session of one world is unknown in another.
    const foreign = await app.inject({
      url: '/api/v2/projects/',
      headers: { ...a, ...sandboxHeaders(app, 'sandbox-b') },
    });
    expect(foreign.statusCode).toBe(401);
  });

  it('resets and injects faults only in the sandbox of the control call', async () => {
    const a = await signIn(app, 'sandbox-a');
    const b = await signIn(app, 'sandbox-b');
    await app.inject({
      method: 'POST',
      url: '/api/v2/projects/',
      headers: b,
      payload: { name: 'B stays' },
    });
    const fault = await app.inject({
      method: 'POST',
      url: '/__mock__/faults',
      headers: sandboxHeaders(app, 'sandbox-a'),
      payload: { operationId: 'listProjects', status: 503 },
    });
    expect(fault.statusCode).toBe(201);
    expect((await app.inject({ url: '/api/v2/projects/', headers: a })).statusCode).toBe(503);
    expect((await app.inject({ url: '/api/v2/projects/', headers: b })).statusCode).toBe(200);
    const reset = await app.inject({
      method: 'POST',
      url: '/__mock__/reset',
      headers: sandboxHeaders(app, 'sandbox-a'),
      payload: {},
    });
    expect(reset.statusCode).toBe(200);
    const a2 = await signIn(app, 'sandbox-a');
    expect(await projectNames(app, a2)).not.toContain('Only in A');
    expect(await projectNames(app, b)).toContain('B stays');
  });

  it('names a sandbox only with the control token: 401 without', async () => {
    const res = await app.inject({
      url: '/api/v2/projects/',
      headers: { 'x-mock-sandbox': 'sandbox-a' },
    });
    expect(res.statusCode).toBe(401);
    expect(body(res).error?.message).toMatch(/X-Mock-Control-Token/);
  });

  it('refuses a malformed sandbox name with a clear 400', async () => {
    const res = await app.inject({
      url: '/api/v2/projects/',
      headers: sandboxHeaders(app, 'a b/c'),
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).error?.code).toBe('validation_error');
    expect(body(res).error?.message).toMatch(/X-Mock-Sandbox/);
  });

  it('holds at most sandboxMax sandboxes, dropping the least recently used once idle, and drops one on request', async () => {
    // sandbox-a and sandbox-b exist; a third fits, a fourth does not while all were used within the active time
    await signIn(app, 'sandbox-c');
    const refused = await app.inject({
      url: '/api/v2/projects/',
      headers: sandboxHeaders(app, 'sandbox-d'),
    });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe(String(app.config.sandboxActiveSeconds));
    clock.advance(app.config.sandboxActiveSeconds);
    await signIn(app, 'sandbox-a');
    await signIn(app, 'sandbox-c');
    await signIn(app, 'sandbox-d'); // sandbox-b, the least recently used and idle long enough, goes
    const listed = body<{ sandboxes: { name: string }[] }>(
      await controlCall(app, 'GET', 'sandboxes'),
    );
    expect(listed.data.sandboxes.map((s) => s.name)).toEqual([
      'sandbox-a',
      'sandbox-c',
      'sandbox-d',
    ]);
    expect((await controlCall(app, 'DELETE', 'sandboxes/sandbox-c')).statusCode).toBe(200);
    expect((await controlCall(app, 'DELETE', 'sandboxes/sandbox-c')).statusCode).toBe(404);
    const left = body<{ sandboxes: { name: string }[] }>(
      await controlCall(app, 'GET', 'sandboxes'),
    );
    expect(left.data.sandboxes.map((s) => s.name)).toEqual(['sandbox-a', 'sandbox-d']);
  });

  it('drops sandboxes idle for longer than the idle time', async () => {
    await signIn(app, 'sandbox-idle');
    const later = clock.nowMs() + app.config.sandboxIdleSeconds * 1000 + 1000;
    expect(await app.worlds.sweep(later)).toContain('sandbox-idle');
    expect(app.worlds.list().map((s) => s.name)).not.toContain('sandbox-idle');
  });
});

describe('visitor sandboxes (public demo)', () => {
  it('gives a visitor without the cookie a sandbox of their own and keeps it through the cookie', async () => {
    const app = await testApp({ sandboxCookie: true });
    try {
      const first = await app.inject({
        method: 'POST',
        url: '/api/v2/account/login/',
        payload: { username: 'demo', password: 'demo123456' },
      });
      const cookie = String(first.headers['set-cookie']);
      expect(cookie).toMatch(
        /^mock_sandbox=[\w-]{22}\.[\w-]{43}; Path=\/; HttpOnly; SameSite=Lax$/,
      );
      const visitor = cookie.split(';')[0]!;
      const access = body<{ token: { access: string } }>(first).data.token.access;
      const headers = {
        authorization: `Bearer ${access}`,
        'x-org-slug': 'demo-farm',
        cookie: visitor,
      };
      const made = await app.inject({
        method: 'POST',
        url: '/api/v2/projects/',
        headers,
        payload: { name: 'Visitor project' },
      });
      expect(made.statusCode).toBe(201);
      expect(made.headers['set-cookie']).toBeUndefined();
      expect(await projectNames(app, headers)).toContain('Visitor project');
      const other = await signIn(app, 'someone-else');
      expect(await projectNames(app, other)).not.toContain('Visitor project');
    } finally {
      await app.close();
    }
  });
});
