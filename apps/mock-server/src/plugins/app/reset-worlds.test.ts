import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controlCall, sandboxHeaders, testApp } from '#src/testing/helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const sandboxes = async () =>
  (
    (await controlCall(app, 'GET', 'sandboxes')).json() as {
      data: { sandboxes: { name: string }[] };
    }
  ).data.sandboxes.map((s) => s.name);
const touch = (name: string) => app.inject({ url: '/api/v2/', headers: sandboxHeaders(app, name) });

describe('resets and sandboxes', () => {
  it('a reset through the control plane keeps the other sandboxes (parallel workers)', async () => {
    await touch('worker-1');
    await touch('worker-2');
    expect((await controlCall(app, 'POST', 'reset')).statusCode).toBeLessThan(300);
    expect((await sandboxes()).sort()).toEqual(['worker-1', 'worker-2']);
  });

  it('the scheduled reset of a public demo drops every sandbox (visitors start again from the seed)', async () => {
    await touch('visitor-abc');
    await app.resetMock('schedule');
    expect(await sandboxes()).toEqual([]);
  });
});
