import { createHmac } from 'node:crypto';
import { createServer } from 'node:http';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeviceRecord } from '../db/types.js';
import { simServices } from '../simulation/services.js';
import { body, login, testApp, type Session } from '../testing/helpers.js';

let app: FastifyInstance;
let demo: Session;
let device: DeviceRecord;

beforeAll(async () => {
  app = await testApp();
  demo = await login(app, 'demo');
  const farm = app.repos.orgBySlug('demo-farm')!;
  device = app.repos.devicesOf(farm.id).find((d) => d.project_id !== null)!;
});
afterAll(() => app.close());
beforeEach(async () => {
  await control('DELETE', 'faults');
  await control('DELETE', 'latency');
});

function control(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: Record<string, unknown>,
) {
  const options: InjectOptions = { method, url: `/__mock__/${path}` };
  if (payload !== undefined) options.payload = payload;
  else if (method === 'POST' || method === 'PUT') options.payload = {};
  return app.inject(options);
}
const projects = () => app.inject({ url: '/api/v2/projects/', headers: demo.headers('demo-farm') });
const deviceUrl = () => `/api/v2/projects/${device.project_id}/devices/${device.id}/`;

describe('control plane: devices', () => {
  it('forces a device offline, online and back to its schedule; the API follows', async () => {
    const off = await control('POST', `devices/${device.id}/state`, { state: 'offline' });
    expect(off.statusCode).toBe(200);
    expect(body(off).data).toMatchObject({ id: device.id, is_online: false, forced: 'offline' });
    const seen = await app.inject({ url: deviceUrl(), headers: demo.headers('demo-farm') });
    expect(body<{ is_online: boolean; connect_time: number | null }>(seen).data).toMatchObject({
      is_online: false,
      connect_time: null,
    });
    const on = await control('POST', `devices/${device.device_id}/state`, { state: 'online' });
    expect(body(on).data).toMatchObject({ is_online: true, forced: 'online' });
    const summary = body<{ forced_devices: { id: number }[] }>(await control('GET', '')).data;
    expect(summary.forced_devices.map((d) => d.id)).toContain(device.id);
    const auto = await control('POST', `devices/${device.id}/state`, { state: 'auto' });
    expect(body(auto).data).toMatchObject({ forced: 'auto' });
  });

  it('reboots a device: offline for MOCK_REBOOT_SECONDS with a new connect_time after', async () => {
    await control('POST', `devices/${device.id}/state`, { state: 'online' });
    const r = await control('POST', `devices/${device.id}/reboot`);
    expect(r.statusCode).toBe(200);
    const data = body<{ is_online: boolean; online_again_at: number }>(r).data;
    expect(data.is_online).toBe(false);
    expect(data.online_again_at - Date.now() / 1000).toBeLessThanOrEqual(
      app.config.rebootSeconds + 1,
    );
    const again = await control('POST', `devices/${device.id}/reboot`);
    expect(again.statusCode).toBe(400);
  });

  it('refuses a bad state and an unknown device', async () => {
    const bad = await control('POST', `devices/${device.id}/state`, { state: 'sleeping' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error?.code).toBe('validation_error');
    expect((await control('POST', 'devices/NO-SUCH/state', { state: 'online' })).statusCode).toBe(
      404,
    );
  });
});

describe('control plane: faults and latency', () => {
  it('injects a declared status for a counted number of requests, then clears itself', async () => {
    const add = await control('POST', 'faults', {
      operationId: 'listProjects',
      status: 403,
      count: 1,
      message: 'nope',
    });
    expect(add.statusCode).toBe(201);
    const hit = await projects();
    expect(hit.statusCode).toBe(403);
    expect(body(hit).error).toEqual({ code: 'permission_denied', message: 'nope' });
    expect((await projects()).statusCode).toBe(200);
    expect(body<unknown[]>(await control('GET', 'faults')).data).toEqual([]);
  });

  it('accepts 500 for any operation, refuses undeclared statuses and unknown operations', async () => {
    await control('POST', 'faults', { operationId: 'listProjects', status: 500 });
    const res = await projects();
    expect(res.statusCode).toBe(500);
    expect(body(res).error?.code).toBe('server_error');
    const bad = await control('POST', 'faults', { operationId: 'listProjects', status: 409 });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error?.fields?.status?.[0]).toMatch(/not declared/);
    expect((await control('POST', 'faults', { operationId: 'nope', status: 500 })).statusCode).toBe(
      400,
    );
  });

  it('lists faults with their hits and removes one by id', async () => {
    const id = body<{ id: number }>(
      await control('POST', 'faults', { operationId: 'listProjects', delay_ms: 1 }),
    ).data.id;
    await projects();
    const list = body<{ id: number; hits: number }[]>(await control('GET', 'faults')).data;
    expect(list).toEqual([expect.objectContaining({ id, hits: 1, remaining: null })]);
    expect((await control('DELETE', `faults/${id}`)).statusCode).toBe(200);
    expect((await control('DELETE', `faults/${id}`)).statusCode).toBe(404);
  });

  it('delays requests by an injected delay and by the latency distribution', async () => {
    await control('POST', 'faults', { operationId: 'listProjects', delay_ms: 150, count: 1 });
    let t0 = Date.now();
    await projects();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(140);
    const lat = await control('PUT', 'latency', {
      min_ms: 100,
      max_ms: 120,
      operations: ['listProjects'],
    });
    expect(lat.statusCode).toBe(200);
    t0 = Date.now();
    await projects();
    expect(Date.now() - t0).toBeGreaterThanOrEqual(95);
    expect(body<{ latency: unknown }>(await control('GET', '')).data.latency).toMatchObject({
      min_ms: 100,
    });
    expect((await control('PUT', 'latency', { min_ms: 50, max_ms: 10 })).statusCode).toBe(400);
    await control('DELETE', 'latency');
    expect(body<{ latency: unknown }>(await control('GET', '')).data.latency).toBeNull();
  });
});

describe('control plane: exports, forwarding, reset', () => {
  it('makes the next export fail with the injected message', async () => {
    await control('POST', 'exports/fail', { count: 1, message: 'Disk full (injected)' });
    const now = Math.floor(Date.now() / 1000);
    const factor = app.repos.factorsOf(device.id)[0]!;
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
    await simServices(app).exports.idle();
    expect(app.store.data.downloadTasks.find((t) => t.id === id)).toMatchObject({
      status: 'failed',
      error_msg: 'Disk full (injected)',
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
    await new Promise<void>((resolve) => receiver.listen(5432, '127.0.0.1', resolve));
    try {
      const put = await app.inject({
        method: 'PUT',
        url: '/api/v2/forwarders/post/',
        headers: demo.headers('demo-farm'),
        payload: { url: 'http://127.0.0.1:5432/in' },
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
    expect(app.store.data.downloadTasks).toEqual([]);
    expect(app.repos.events(device.id)).toBeUndefined();
    const fresh = await login(app, 'demo');
    const list = await app.inject({
      url: '/api/v2/projects/',
      headers: fresh.headers('demo-farm'),
    });
    expect(list.statusCode).toBe(200);
    expect(body<{ name: string }[]>(list).data.map((p) => p.name)).not.toContain('Temp');
  });
});

describe('control plane switched off', () => {
  it('is not there with MOCK_CONTROL=0', async () => {
    const off = await testApp({ control: false });
    const res = await off.inject({ method: 'POST', url: '/__mock__/reset', payload: {} });
    expect(res.statusCode).toBe(404);
    await off.close();
  });
});

describe('control plane: dropped connection', () => {
  it('closes the connection without an answer, a network error for the client', async () => {
    const live = await testApp();
    await live.listen({ port: 5431, host: '127.0.0.1' });
    try {
      await live.inject({
        method: 'POST',
        url: '/__mock__/faults',
        payload: { operationId: 'listProjects', drop_connection: true, count: 1 },
      });
      const url = 'http://127.0.0.1:5431/api/v2/projects/';
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
