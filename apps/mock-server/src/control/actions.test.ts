import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeviceRecord } from '#src/db/types.js';
import { worldServices } from '#src/services/world-services.js';
import { body, controlCall, login, testApp, type Session } from '#src/testing/helpers.js';

let app: FastifyInstance;
let demo: Session;
let device: DeviceRecord;

beforeAll(async () => {
  app = await testApp({ allowPrivateTargets: true });
  demo = await login(app, 'demo');
  const farm = app.repos.organizations.bySlug('demo-farm')!;
  device = app.repos.devices.ofOrganization(farm.id).find((d) => d.project_id !== null)!;
});
afterAll(() => app.close());
beforeEach(async () => {
  await control('DELETE', 'faults');
  await control('DELETE', 'latency');
});

const control = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: Record<string, unknown>,
) => controlCall(app, method, path, payload);
const projects = () => app.inject({ url: '/api/v2/projects/', headers: demo.headers('demo-farm') });

describe('control plane: exports, forwarding, reset', () => {
  it('makes the next export fail with the injected message', async () => {
    await control('POST', 'exports/fail', { count: 1, message: 'Disk full (injected)' });
    const now = Math.floor(Date.now() / 1000);
    const factor = app.repos.factors.ofDevice(device.id)[0]!;
    const created = await app.inject({
      method: 'POST',
      url: `/api/v2/projects/${device.project_id}/data-download-tasks/`,
      headers: demo.headers('demo-farm'),
      payload: {
        device_id: device.id,
        factors: [factor.id],
        start_time: now - 3600,
        end_time: now,
      },
    });
    const id = body<{ id: number }>(created).data.id;
    await worldServices(app).exports.idle();
    expect(app.repos.downloads.byId(id)).toMatchObject({
      status: 'failed',
      error_msg: { text: 'Disk full (injected)' },
    });
  });

  it("runs a forwarding round on demand: the organization's recent samples arrive signed", async () => {
    const got: { raw: string; signature: string }[] = [];
    const receiver = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        got.push({
          raw: Buffer.concat(chunks).toString('utf8'),
          signature: String(req.headers['x-signature']),
        });
        res.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const port = (receiver.address() as AddressInfo).port;
    try {
      const put = await app.inject({
        method: 'PUT',
        url: '/api/v2/forwarders/post/',
        headers: demo.headers('demo-farm'),
        payload: { url: `http://127.0.0.1:${port}/in` },
      });
      const secret = body<{ secret_key: string }>(put).data.secret_key;
      const res = await control('POST', 'forwarders/tick', { lookback_seconds: 300 });
      expect(res.statusCode).toBe(200);
      expect(body(res).data).toMatchObject({ batches_dropped: 0 });
      expect(got.length).toBeGreaterThan(0);
      const first = got[0]!;
      expect(first.signature).toBe(
        `sha256=${createHmac('sha256', secret).update(first.raw).digest('hex')}`,
      );
      const payload = JSON.parse(first.raw) as { organization: string; samples: { t: number }[] };
      expect(payload.organization).toBe('demo-farm');
      expect(payload.samples.length).toBeGreaterThan(0);
      expect(payload.samples.every((x) => x.t > Date.now() / 1000 - 301)).toBe(true);
      await app.inject({
        method: 'PUT',
        url: '/api/v2/forwarders/post/',
        headers: demo.headers('demo-farm'),
        payload: { url: null },
      });
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });

  it('resets to the seed: created objects, events and faults are gone', async () => {
    await control('POST', 'faults', { operationId: 'listProjects', status: 500 });
    await control('POST', `devices/${device.id}/state`, { state: 'offline' });
    const created = await app.inject({
      method: 'POST',
      url: '/api/v2/projects/',
      headers: demo.headers('demo-farm'),
      payload: { name: 'Temp' },
    });
    expect(created.statusCode).toBe(201);
    expect((await projects()).statusCode).toBe(500);
    const reset = await control('POST', 'reset');
    expect(reset.statusCode).toBe(200);
    expect(body(reset).data).toMatchObject({ reset: true });
    expect(app.repos.downloads.everyTask()).toEqual([]);
    expect(app.repos.devices.events(device.id)).toBeUndefined();
    const fresh = await login(app, 'demo');
    const list = await app.inject({
      url: '/api/v2/projects/',
      headers: fresh.headers('demo-farm'),
    });
    expect(list.statusCode).toBe(200);
    expect(body<{ name: string }[]>(list).data.map((p) => p.name)).not.toContain('Temp');
  });
});

describe('control plane: dropped connection', () => {
  it('closes the connection without an answer, a network error for the client', async () => {
    const live = await testApp();
    const origin = await live.listen({ port: 0, host: '127.0.0.1' });
    try {
      await controlCall(live, 'POST', 'faults', {
        operationId: 'listProjects',
        drop_connection: true,
        count: 1,
      });
      const url = `${origin}/api/v2/projects/`;
      await expect(fetch(url, { headers: { 'x-org-slug': 'demo-farm' } })).rejects.toThrow(
        /fetch failed/,
      );
      const after = await fetch(url, { headers: { 'x-org-slug': 'demo-farm' } });
      expect(after.status).toBe(401);
    } finally {
      await live.close();
    }
  });
});
