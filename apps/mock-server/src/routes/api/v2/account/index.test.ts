import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '#src/lib/clock.js';
import { seededTokenSecret } from '#src/seed/accounts.js';
import { body, ENGLISH, login, testApp } from '#src/testing/helpers.js';

let app: FastifyInstance;
const clock = manualClock(1_795_000_000);

beforeAll(async () => {
  app = await testApp({ loginWindowMs: 60_000 }, { clock });
});
afterAll(() => app.close());

const signIn = (username: string, password: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v2/account/login/',
    headers: ENGLISH,
    payload: { username, password },
  });

describe('sign-in', () => {
  it('returns the user and a token pair', async () => {
    const res = await signIn('demo', 'demo123456');
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({
      user: { username: 'demo', user_type: 'normal' },
      token: { access: expect.any(String), refresh: expect.any(String) },
    });
  });

  it('refuses a wrong password with 401 authentication_failed', async () => {
    const res = await signIn('demo', 'wrong-password');
    expect(res.statusCode).toBe(401);
    expect(body(res).error).toMatchObject({
      code: 'authentication_failed',
      message: 'Invalid username or password',
    });
  });

  it('refuses an empty username with a field error', async () => {
    const res = await signIn('', 'x');
    expect(res.statusCode).toBe(400);
    expect(body(res).error?.fields?.username).toEqual(['This field may not be blank.']);
  });

  it('answers 429 with Retry-After after more than 10 failures for one username; successes are not counted', async () => {
    for (let i = 0; i < 5; i++)
      expect((await signIn('wangfang', 'wangfang123456')).statusCode).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await signIn('wangfang', `bad-${i}`)).statusCode).toBe(401);
    const blocked = await signIn('wangfang', 'bad-again');
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(body(blocked).error?.code).toBe('throttled');
    expect((await signIn('wangfang', 'wangfang123456')).statusCode).toBe(429);
    expect((await signIn('zhangwei', 'zhangwei123456')).statusCode).toBe(200);
  });

  it('signs in a WeChat user with a mock code', async () => {
    const ok = await app.inject({
      method: 'POST',
      url: '/api/v2/account/login/wxmp/',
      payload: { code: 'mock-wx_lihua' },
    });
    expect(body(ok).data).toMatchObject({ user: { username: 'wx_lihua', user_type: 'wechat' } });
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v2/account/login/wxmp/',
      payload: { code: 'mock-demo' },
    });
    expect(bad.statusCode).toBe(401);
  });
});

describe('session tokens', () => {
  it('rotates the refresh token and revokes it on logout', async () => {
    const s = await login(app, 'demo');
    const r1 = await app.inject({
      method: 'POST',
      url: '/api/v2/account/refresh/',
      payload: { refresh: s.refresh },
    });
    expect(r1.statusCode).toBe(200);
    const pair = body<{ access: string; refresh: string }>(r1).data;
    const headers = { authorization: `Bearer ${pair.access}` };
    const out = await app.inject({
      method: 'POST',
      url: '/api/v2/account/logout/',
      headers,
      payload: { refresh: pair.refresh },
    });
    expect(out.statusCode).toBe(200);
    expect(body(out)).toEqual({ success: true, data: null, error: null });
    const after = await app.inject({
      method: 'POST',
      url: '/api/v2/account/refresh/',
      payload: { refresh: pair.refresh },
    });
    expect(after.statusCode).toBe(401);
    const rotatedAway = await app.inject({
      method: 'POST',
      url: '/api/v2/account/refresh/',
      payload: { refresh: s.refresh },
    });
    expect(rotatedAway.statusCode).toBe(401);
  });

  it('answers token_expired once the access token is older than ACCESS_TOKEN_TTL', async () => {
    const s = await login(app, 'demo');
    clock.advance(899);
    expect((await app.inject({ url: '/api/v2/account/', headers: s.headers() })).statusCode).toBe(
      200,
    );
    clock.advance(2);
    const res = await app.inject({ url: '/api/v2/account/', headers: s.headers() });
    expect(res.statusCode).toBe(401);
    expect(body(res).error?.code).toBe('token_expired');
    const fresh = await app.inject({
      method: 'POST',
      url: '/api/v2/account/refresh/',
      payload: { refresh: s.refresh },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('answers not_authenticated without or with a garbage token', async () => {
    expect(body(await app.inject({ url: '/api/v2/account/' })).error?.code).toBe(
      'not_authenticated',
    );
    const res = await app.inject({
      url: '/api/v2/account/',
      headers: { authorization: 'Bearer nonsense' },
    });
    expect(res.statusCode).toBe(401);
    expect(body(res).error?.code).toBe('not_authenticated');
  });
});

describe('own account', () => {
  it('changes the nickname or the email, one field per call; null clears', async () => {
    const s = await login(app, 'viewer');
    const put = (payload: object) =>
      app.inject({
        method: 'PUT',
        url: '/api/v2/account/',
        headers: { ...s.headers(), ...ENGLISH },
        payload,
      });
    expect(body(await put({ nickname: '新名字 New name' })).data).toMatchObject({
      nickname: '新名字 New name',
    });
    expect(body(await put({ email: null })).data).toMatchObject({ email: null });
    const both = await put({ nickname: 'a', email: 'a@b.cn' });
    expect(both.statusCode).toBe(400);
    expect(body(both).error?.fields?.non_field_errors).toEqual([
      'Send exactly one field per request.',
    ]);
    const bad = await put({ email: 'not-an-email' });
    expect(body(bad).error?.fields?.email).toEqual(['Enter a valid email address.']);
  });

  it('refuses account changes through an API access token', async () => {
    const headers = { authorization: `Bearer ${seededTokenSecret('demo')}` };
    expect((await app.inject({ url: '/api/v2/account/', headers })).statusCode).toBe(200);
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v2/account/',
      headers,
      payload: { nickname: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('changes the password with field errors for a wrong current password and a mismatch', async () => {
    const s = await login(app, 'emily');
    const other = await login(app, 'emily');
    const post = (payload: object, language = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/account/change-password/',
        headers: { ...s.headers(), ...language },
        payload,
      });
    const wrong = await post({
      old_password: 'nope',
      new_password: 'Emily#2026x',
      confirm_password: 'Emily#2026x',
    });
    // what the form shows under the field, in the default language (Chinese)
    expect(body(wrong).error?.fields?.old_password).toEqual(['当前密码不正确。']);
    const mismatch = await post(
      {
        old_password: 'emily123456',
        new_password: 'Emily#2026x',
        confirm_password: 'Emily#2026y',
      },
      ENGLISH,
    );
    expect(body(mismatch).error?.fields?.confirm_password).toEqual([
      'The two passwords do not match.',
    ]);
    const done = await post({
      old_password: 'emily123456',
      new_password: 'Emily#2026x',
      confirm_password: 'Emily#2026x',
    });
    expect(done.statusCode).toBe(200);
    expect((await signIn('emily', 'Emily#2026x')).statusCode).toBe(200);
    const revoked = await app.inject({
      method: 'POST',
      url: '/api/v2/account/refresh/',
      payload: { refresh: other.refresh },
    });
    expect(revoked.statusCode).toBe(401);
    const kept = await app.inject({
      method: 'POST',
      url: '/api/v2/account/refresh/',
      payload: { refresh: s.refresh },
    });
    expect(kept.statusCode).toBe(200);
  });
});
