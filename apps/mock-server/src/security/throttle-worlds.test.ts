import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '#src/testing/helpers.js';

// One sign-in limiter for every world (ADR 0080): a visitor must not get fresh limits in a sandbox of their own, while
// test harnesses holding the control token (which may reset the limiter anyway) count apart per sandbox.
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({
    loginMaxFailures: 3,
    loginMaxFailuresPerAddress: 100,
    sandboxCookie: true,
  });
});
afterAll(() => app.close());

const signIn = (password: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/v2/account/login/',
    headers,
    payload: { username: 'viewer', password },
  });
const control = () => ({ 'x-mock-control-token': app.config.controlToken ?? '' });

describe('the sign-in limiter across sandboxes', () => {
  it('counts failures of one account for every visitor together: a visitor with a sandbox of their own is locked out too', async () => {
    const own = await signIn('viewer123456');
    expect(own.statusCode).toBe(200);
    const cookie = String(own.headers['set-cookie']).split(';')[0]!;
    for (let i = 0; i < 3; i++) expect((await signIn('wrong')).statusCode).toBe(401);
    expect((await signIn('wrong')).statusCode).toBe(429);
    expect((await signIn('viewer123456', { cookie })).statusCode).toBe(429);
    expect((await signIn('viewer123456')).statusCode).toBe(429);
  });

  it('keeps the sandboxes of callers holding the control token apart (parallel test workers)', async () => {
    const a = { 'x-mock-sandbox': 'worker-a', ...control() };
    const b = { 'x-mock-sandbox': 'worker-b', ...control() };
    for (let i = 0; i < 3; i++) expect((await signIn('wrong', a)).statusCode).toBe(401);
    expect((await signIn('viewer123456', a)).statusCode).toBe(429);
    expect((await signIn('viewer123456', b)).statusCode).toBe(200);
  });

  it('does not let a wrong control token name a sandbox of its own', async () => {
    const wrong = { 'x-mock-sandbox': 'worker-c', 'x-mock-control-token': 'not-the-token' };
    const res = await signIn('viewer123456', wrong);
    expect(res.statusCode).toBe(401);
    expect(res.json<{ error: { message: string } }>().error.message).toMatch(/X-Mock-Sandbox/);
  });
});
