/**
 * CORS for a console on another origin (MOCK_CORS_ORIGINS; docs/deployment.md): the preflight of a signed-in call is
 * allowed for the configured origin only, answers carry the origin, and without the setting there are no CORS headers.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { login, testApp } from '#src/testing/helpers.js';

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

const CONSOLE = 'http://console.example.test:8161';

const preflight = (origin: string) =>
  app!.inject({
    method: 'OPTIONS',
    url: '/api/v2/projects/',
    headers: {
      origin,
      'access-control-request-method': 'GET',
      'access-control-request-headers': 'authorization,x-org-slug,accept-language',
    },
  });

describe('MOCK_CORS_ORIGINS', () => {
  it('allows the preflight of a signed-in call from the console origin', async () => {
    app = await testApp({ corsOrigins: [CONSOLE] });
    const res = await preflight(CONSOLE);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(CONSOLE);
    const headers = String(res.headers['access-control-allow-headers']).toLowerCase();
    for (const h of ['authorization', 'content-type', 'x-org-slug', 'accept-language'])
      expect(headers).toContain(h);
    expect(String(res.headers['access-control-allow-methods'])).toContain('PATCH');
    expect(res.headers['access-control-max-age']).toBe('600');
  });

  it('puts the origin on answers, errors included', async () => {
    app = await testApp({ corsOrigins: [CONSOLE] });
    const demo = await login(app, 'demo');
    const ok = await app.inject({
      url: '/api/v2/projects/',
      headers: { ...demo.headers('demo-farm'), origin: CONSOLE },
    });
    expect([ok.statusCode, ok.headers['access-control-allow-origin']]).toEqual([200, CONSOLE]);
    const refused = await app.inject({ url: '/api/v2/projects/', headers: { origin: CONSOLE } });
    expect([refused.statusCode, refused.headers['access-control-allow-origin']]).toEqual([
      401,
      CONSOLE,
    ]);
  });

  it('does not allow another origin', async () => {
    app = await testApp({ corsOrigins: [CONSOLE] });
    const res = await preflight('http://elsewhere.example.test');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('sends no CORS headers when unset', async () => {
    app = await testApp();
    const res = await app.inject({ url: '/api/v2/organizations/', headers: { origin: CONSOLE } });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});
