import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DeviceRecord } from '#src/db/types.js';
import { body, controlCall, login, testApp, type Session } from '#src/testing/helpers.js';

let app: FastifyInstance;
let demo: Session;
let device: DeviceRecord;

beforeAll(async () => {
  app = await testApp();
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

  it('answers with a chosen error code, e.g. an expired session', async () => {
    await control('POST', 'faults', {
      operationId: 'listProjects',
      status: 401,
      code: 'token_expired',
      count: 1,
    });
    const res = await projects();
    expect(res.statusCode).toBe(401);
    expect(body(res).error?.code).toBe('token_expired');
    expect(
      (
        await control('POST', 'faults', {
          operationId: 'listProjects',
          status: 401,
          code: 'nonsense',
        })
      ).statusCode,
    ).toBe(400);
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

describe('control plane switched off', () => {
  it('is not there with MOCK_CONTROL=0', async () => {
    const off = await testApp({ control: false });
    const res = await off.inject({ method: 'POST', url: '/__mock__/reset', payload: {} });
    expect(res.statusCode).toBe(404);
    await off.close();
  });
});
