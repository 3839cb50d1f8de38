/**
 * Backend variants (docs/mock-server.md#backend-variants): each switched on by MOCK_VARIANTS (config) or by the control
 * plane, answered within the document (strict reply validation is on in tests), and back to the start's value on reset.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { body, controlCall, login, testApp } from '#src/testing/helpers.js';
import { parseVariants, NO_VARIANTS } from './variants.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const refresh = (token: string) =>
  app!.inject({ method: 'POST', url: '/api/v2/account/refresh/', payload: { refresh: token } });

describe('MOCK_VARIANTS', () => {
  it('reads a comma-separated list and refuses an unknown name, naming the known ones', () => {
    expect(parseVariants(' wrapped_lists, token_not_valid ,')).toEqual({
      ...NO_VARIANTS,
      wrapped_lists: true,
      token_not_valid: true,
    });
    expect(parseVariants(undefined)).toEqual(NO_VARIANTS);
    expect(() => parseVariants('wrapped')).toThrow(
      'MOCK_VARIANTS: unknown variant "wrapped"; known variants: wrapped_lists, access_only_refresh, token_not_valid',
    );
  });
});

describe('wrapped_lists', () => {
  it('wraps every list the document allows in both forms, as one paginator page, and nothing else', async () => {
    // from the start, with the control plane off (as a demo runs it)
    app = await testApp({ control: false, variants: { ...NO_VARIANTS, wrapped_lists: true } });
    const demo = await login(app, 'demo');
    const orgs = await app.inject({ url: '/api/v2/organizations/', headers: demo.headers() });
    expect(orgs.statusCode).toBe(200);
    const wrapped = body<{
      count: number;
      next: null;
      previous: null;
      results: { slug: string }[];
    }>(orgs).data;
    expect(wrapped).toMatchObject({ next: null, previous: null });
    expect(wrapped.results.map((o) => o.slug)).toContain('demo-farm');
    expect(wrapped.count).toBe(wrapped.results.length);

    const projects = await app.inject({
      url: '/api/v2/projects/',
      headers: demo.headers('demo-farm'),
    });
    expect(body<{ results: unknown[] }>(projects).data.results.length).toBeGreaterThan(0);
    // paged lists keep their own shape
    const devices = await app.inject({
      url: '/api/v2/devices/',
      headers: demo.headers('demo-farm'),
    });
    expect(Object.keys(body<object>(devices).data).sort()).toEqual(['count', 'results']);
  });

  it('is switched on and off by the control plane and reset to the start value', async () => {
    app = await testApp();
    let demo = await login(app, 'demo');
    const list = async () =>
      body(await app!.inject({ url: '/api/v2/organizations/', headers: demo.headers() })).data;
    expect(Array.isArray(await list())).toBe(true);
    const put = await controlCall(app, 'PUT', 'variants', { wrapped_lists: true });
    expect(body(put).data).toEqual({ ...NO_VARIANTS, wrapped_lists: true });
    expect(await list()).toHaveProperty('results');
    await controlCall(app, 'POST', 'reset');
    demo = await login(app, 'demo'); // a reset ends every session
    expect(Array.isArray(await list())).toBe(true);
    expect(body(await controlCall(app, 'GET', 'variants')).data).toEqual(NO_VARIANTS);
  });

  it('refuses an unknown variant or a non-boolean with a field error', async () => {
    app = await testApp();
    for (const payload of [{ wrapped: true }, { token_not_valid: 'yes' }, {}]) {
      const res = await controlCall(app, 'PUT', 'variants', payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).error?.code).toBe('validation_error');
    }
  });
});

describe('access_only_refresh', () => {
  it('answers access alone and keeps the refresh token valid (no rotation)', async () => {
    app = await testApp({ variants: { ...NO_VARIANTS, access_only_refresh: true } });
    const demo = await login(app, 'demo');
    const first = await refresh(demo.refresh);
    expect(first.statusCode).toBe(200);
    expect(Object.keys(body<object>(first).data)).toEqual(['access']);
    const second = await refresh(demo.refresh);
    expect(second.statusCode).toBe(200);
    const access = body<{ access: string }>(second).data.access;
    const account = await app.inject({
      url: '/api/v2/account/',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(account.statusCode).toBe(200);
  });

  it('still refuses a revoked refresh token after sign-out', async () => {
    app = await testApp({ variants: { ...NO_VARIANTS, access_only_refresh: true } });
    const demo = await login(app, 'demo');
    await app.inject({
      method: 'POST',
      url: '/api/v2/account/logout/',
      headers: demo.headers(),
      payload: { refresh: demo.refresh },
    });
    expect((await refresh(demo.refresh)).statusCode).toBe(401);
  });

  it('off: the refresh token is rotated (the old one stops working)', async () => {
    app = await testApp();
    const demo = await login(app, 'demo');
    expect(Object.keys(body<object>(await refresh(demo.refresh)).data).sort()).toEqual([
      'access',
      'refresh',
    ]);
    expect((await refresh(demo.refresh)).statusCode).toBe(401);
  });
});

describe('token_not_valid', () => {
  it('refuses a missing, invalid or expired token with 401 token_not_valid; a wrong password stays authentication_failed', async () => {
    app = await testApp({
      variants: { ...NO_VARIANTS, token_not_valid: true },
      accessTokenTtl: -1,
    });
    const demo = await login(app, 'demo'); // its access token is already expired
    for (const headers of [{}, { authorization: 'Bearer nonsense' }, demo.headers()]) {
      const res = await app.inject({ url: '/api/v2/account/', headers });
      expect([res.statusCode, body(res).error?.code]).toEqual([401, 'token_not_valid']);
    }
    expect(body(await refresh('rt_unknown')).error?.code).toBe('token_not_valid');
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/v2/account/login/',
      payload: { username: 'demo', password: 'wrong-password' },
    });
    expect([wrong.statusCode, body(wrong).error?.code]).toEqual([401, 'authentication_failed']);
  });
});
