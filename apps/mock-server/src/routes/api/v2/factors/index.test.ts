import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, login, testApp, type Session } from '#src/testing/helpers.js';

let app: FastifyInstance;
let demo: Session;
let viewer: Session;
let outsider: Session;
let base: string;

interface Factor {
  id: number;
  agri_id: string;
  name: string;
  the_type: number;
  enabled: boolean;
  the_type_detail: { name: string; unit: string; icon: string };
  modbus_type_display: string;
}

beforeAll(async () => {
  app = await testApp();
  [demo, viewer, outsider] = await Promise.all([
    login(app, 'demo'),
    login(app, 'viewer'),
    login(app, 'outsider'),
  ]);
  const projects = body<{ project_id: string }[]>(
    await app.inject({ url: '/api/v2/projects/', headers: demo.headers('demo-farm') }),
  ).data;
  const pid = projects[0]!.project_id;
  const devices = body<{ results: { id: number }[] }>(
    await app.inject({
      url: `/api/v2/projects/${pid}/devices/?is_online=true`,
      headers: demo.headers('demo-farm'),
    }),
  ).data.results;
  base = `/api/v2/projects/${pid}/devices/${devices[0]!.id}/factors/`;
});
afterAll(() => app.close());

describe('factors', () => {
  it('offers the form choices in the language of Accept-Language', async () => {
    const zh = body<{ factor_types: [number, string][] }>(
      await app.inject({ url: '/api/v2/factors/options/', headers: demo.headers() }),
    ).data;
    expect(zh.factor_types).toContainEqual([1001, '空气温度']);
    const en = await app.inject({
      url: '/api/v2/factors/options/',
      headers: { ...demo.headers(), 'accept-language': 'en-US,en;q=0.9' },
    });
    expect(body<{ factor_types: [number, string][] }>(en).data.factor_types).toContainEqual([
      1001,
      'Air temperature',
    ]);
  });

  it('lists 3-8 factors of a device with type details', async () => {
    const list = body<Factor[]>(
      await app.inject({ url: base, headers: demo.headers('demo-farm') }),
    ).data;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.length).toBeLessThanOrEqual(8);
    expect(list[0]!.the_type_detail.icon).toMatch(/^\/assets\//);
  });

  it('creates with the documented defaults, updates a subset, copies and deletes', async () => {
    const created = await app.inject({
      method: 'POST',
      url: base,
      headers: demo.headers('demo-farm'),
      payload: { name: '叶面温度 Leaf temperature', the_type: 1001 },
    });
    expect(created.statusCode).toBe(201);
    const f = body<Factor & { unit: number; data_endian: string; decimals: number }>(created).data;
    expect(f).toMatchObject({
      unit: 1,
      data_endian: '>',
      decimals: 1,
      enabled: true,
      modbus_type_display: '保持寄存器',
    });
    const patched = await app.inject({
      method: 'PATCH',
      url: `${base}${f.id}/`,
      headers: demo.headers('demo-farm'),
      payload: { enabled: false },
    });
    expect(body<Factor & { decimals: number }>(patched).data).toMatchObject({
      enabled: false,
      decimals: 1,
      name: '叶面温度 Leaf temperature',
    });
    const minmax = await app.inject({
      method: 'PATCH',
      url: `${base}${f.id}/`,
      headers: demo.headers('demo-farm'),
      payload: { min_value: 10, max_value: 0 },
    });
    expect(body(minmax).error?.fields?.max_value).toBeDefined();
    const copy = await app.inject({
      method: 'POST',
      url: `${base}${f.id}/copy/`,
      headers: { ...demo.headers('demo-farm'), 'accept-language': 'en' },
    });
    expect(copy.statusCode).toBe(201);
    expect(body<Factor>(copy).data.name).toBe('叶面温度 Leaf temperature (copy)');
    expect(body<Factor>(copy).data.agri_id).not.toBe(f.agri_id);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `${base}${f.id}/`,
          headers: demo.headers('demo-farm'),
        })
      ).statusCode,
    ).toBe(204);
  });

  it('turns a switch on and off; a sensor is refused with 400', async () => {
    const list = body<Factor[]>(
      await app.inject({ url: base, headers: demo.headers('demo-farm') }),
    ).data;
    const sw = list.find((f) => f.the_type === 200 || f.the_type === 201);
    const sensor = list.find((f) => f.the_type >= 1000)!;
    if (sw) {
      const on = await app.inject({
        method: 'POST',
        url: `${base}${sw.id}/switch/`,
        headers: demo.headers('demo-farm'),
        payload: { value: 1 },
      });
      expect(body(on).data).toMatchObject({ agri_id: sw.agri_id, value: 1 });
    }
    const bad = await app.inject({
      method: 'POST',
      url: `${base}${sensor.id}/switch/`,
      headers: demo.headers('demo-farm'),
      payload: { value: 1 },
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).error?.fields?.non_field_errors).toEqual([`因子“${sensor.name}”不是开关。`]);
    const value = await app.inject({
      method: 'POST',
      url: `${base}${sensor.id}/switch/`,
      headers: demo.headers('demo-farm'),
      payload: { value: 2 },
    });
    expect(body(value).error?.fields?.value).toBeDefined();
  });

  it('refuses readonly members, strangers and anonymous callers', async () => {
    const ro = await app.inject({
      method: 'POST',
      url: base,
      headers: viewer.headers('demo-farm'),
      payload: { name: 'x', the_type: 1001 },
    });
    expect(ro.statusCode).toBe(403);
    const other = await app.inject({ url: base, headers: outsider.headers('other-org') });
    expect(other.statusCode).toBe(404);
    expect(
      (await app.inject({ url: base, headers: { 'x-org-slug': 'demo-farm' } })).statusCode,
    ).toBe(401);
  });
});
