import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getControlDocument } from '@iot/openapi';
import { body, controlCall, testApp } from '#src/testing/helpers.js';

let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

const token = () => ({ 'x-mock-control-token': app.config.controlToken ?? '' });

describe('the control plane is the API of openapi/control.yaml', () => {
  it('has a route for every operation of the document', () => {
    const missing = [...getControlDocument().operations.values()]
      // ignoreTrailingSlash keeps /__mock__/ as /__mock__
      .filter((op) => !app.hasRoute({ method: op.method, url: op.url.replace(/(.)\/$/, '$1') }))
      .map((op) => `${op.method} ${op.path}`);
    expect(missing).toEqual([]);
  });

  it("refuses what the document's schemas refuse, naming the field", async () => {
    const zero = await controlCall(app, 'POST', 'clock/advance', { seconds: 0 });
    expect(zero.statusCode).toBe(400);
    expect(Object.keys(body(zero).error?.fields ?? {})).toContain('seconds');
    const nothing = await controlCall(app, 'PUT', 'variants', {});
    expect(nothing.statusCode).toBe(400);
    const unknown = await controlCall(app, 'PUT', 'variants', { paginated: true });
    expect(unknown.statusCode).toBe(400);
  });

  it('takes a change without a body where it sends no values, and refuses a body that is not JSON', async () => {
    for (const url of ['/__mock__/clock/pause', '/__mock__/clock/resume', '/__mock__/reset']) {
      const res = await app.inject({ method: 'POST', url, headers: token() });
      expect(res.statusCode, url).toBe(200);
    }
    const failures = await app.inject({
      method: 'POST',
      url: '/__mock__/exports/fail',
      headers: token(),
    });
    expect(body(failures).data).toEqual([{ message: 'Injected export failure', remaining: 1 }]);
    const text = await app.inject({
      method: 'POST',
      url: '/__mock__/clock/pause',
      headers: { ...token(), 'content-type': 'text/plain' },
      payload: 'pause',
    });
    expect(text.statusCode).toBe(415);
    await controlCall(app, 'DELETE', 'faults');
  });

  it('serves its document and its reference at /api/docs/control, without the token', async () => {
    const doc = await app.inject({ url: '/api/docs/control.yaml' });
    expect(doc.statusCode).toBe(200);
    expect(doc.body).toContain('x-development-only: true');
    const page = await app.inject({ url: '/api/docs/control' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('control plane');
  }, 120_000);

  it('has no reference where the control plane is off', async () => {
    const off = await testApp({ control: false });
    try {
      expect((await off.inject({ url: '/api/docs/control.yaml' })).statusCode).toBe(404);
      expect((await off.inject({ url: '/api/docs/openapi.yaml' })).statusCode).toBe(200);
    } finally {
      await off.close();
    }
  });
});
