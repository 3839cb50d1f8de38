import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '#src/testing/helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

describe('monitoring board', () => {
  it('serves the page with its query string, and its script and styles', async () => {
    const page = await app.inject({
      url: '/monitor-board/?org_slug=demo-farm&project_id=proj_x&lang=en',
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/monitor-board/board.js');
    const js = await app.inject({ url: '/monitor-board/board.js' });
    expect(js.headers['content-type']).toContain('javascript');
    expect(js.body).toContain("localStorage.getItem('access_token')");
    expect(js.body).toContain('/api/v2/analytics/projects/');
    const css = await app.inject({ url: '/monitor-board/board.css' });
    expect(css.headers['content-type']).toContain('text/css');
  });

  it('serves without a trailing slash too', async () => {
    expect((await app.inject({ url: '/monitor-board?org_slug=a&project_id=b' })).statusCode).toBe(
      200,
    );
  });
});
