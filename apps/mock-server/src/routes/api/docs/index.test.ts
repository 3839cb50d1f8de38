import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '#src/testing/helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

describe('/api/docs', () => {
  it('serves the API reference built from the document as one self-contained page', async () => {
    const res = await app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('IoT Console API');
    expect(res.body).not.toMatch(/<script[^>]+src="https?:/);
    expect(res.body).not.toMatch(/import[^;]+from\s*"https:\/\/cdn/);
  }, 120_000);

  it('serves the document itself', async () => {
    const res = await app.inject({ url: '/api/docs/openapi.yaml' });
    expect(res.body).toContain('openapi: 3.1.0');
  });
});
