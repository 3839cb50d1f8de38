import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, ENGLISH, login, testApp, type Session } from '#src/testing/helpers.js';

let app: FastifyInstance;
let demo: Session;
let viewer: Session;
let outsider: Session;
let projects: { project_id: string; device_count: number; offline_device_count: number }[];

interface Device {
  id: number;
  device_id: string;
  is_online: boolean;
  is_offline: boolean;
  connect_time: number | null;
  project: { project_id: string } | null;
}
interface Page {
  count: number;
  results: Device[];
}

beforeAll(async () => {
  app = await testApp();
  [demo, viewer, outsider] = await Promise.all([
    login(app, 'demo'),
    login(app, 'viewer'),
    login(app, 'outsider'),
  ]);
  projects = body<typeof projects>(
    await app.inject({ url: '/api/v2/projects/', headers: demo.headers('demo-farm') }),
  ).data;
});
afterAll(() => app.close());

const get = (s: Session, url: string) => app.inject({ url, headers: s.headers('demo-farm') });

describe('organization devices', () => {
  it('pages ≥ 20 devices ordered by id, some offline, some without a project', async () => {
    const page = body<Page>(await get(demo, '/api/v2/devices/?page_size=10')).data;
    expect(page.count).toBeGreaterThanOrEqual(20);
    expect(page.results).toHaveLength(10);
    expect(page.results.map((d) => d.id)).toEqual(
      [...page.results.map((d) => d.id)].sort((a, b) => a - b),
    );
    const offline = body<Page>(await get(demo, '/api/v2/devices/?is_online=false')).data;
    expect(offline.count).toBeGreaterThan(0);
    expect(
      offline.results.every((d) => d.is_offline && !d.is_online && d.connect_time === null),
    ).toBe(true);
    const loose = body<Page>(await get(demo, '/api/v2/devices/?project_id=none')).data;
    expect(loose.count).toBeGreaterThan(0);
    expect(loose.results.every((d) => d.project === null)).toBe(true);
    const found = body<Page>(await get(demo, '/api/v2/devices/?search=sim-0003')).data;
    expect(found.results.map((d) => d.device_id)).toEqual(['SIM-0003']);
  });

  it('agrees with the project counts', async () => {
    for (const p of projects) {
      const all = body<Page>(
        await get(demo, `/api/v2/projects/${p.project_id}/devices/?page_size=100`),
      ).data;
      expect(all.count).toBe(p.device_count);
      expect(all.results.filter((d) => d.is_offline)).toHaveLength(p.offline_device_count);
    }
  });

  it('binds SIM-BIND-001 with its safe code; wrong code or unknown id 400 alike, bound twice 409', async () => {
    const bind = (payload: object, language = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/devices/bind/',
        headers: { ...demo.headers('demo-farm'), ...language },
        payload,
      });
    const wrong = await bind({ device_id: 'SIM-BIND-001', safe_code: 'SAFE-999' });
    expect(body(wrong).error?.fields?.safe_code).toEqual(['设备编号与安全码不匹配。']);
    const ok = await bind({
      device_id: 'SIM-BIND-001',
      safe_code: 'SAFE-001',
      project_id: projects[0]!.project_id,
    });
    expect(ok.statusCode).toBe(201);
    expect(body<Device>(ok).data).toMatchObject({
      device_id: 'SIM-BIND-001',
      project: { project_id: projects[0]!.project_id },
    });
    const twice = await bind({ device_id: 'SIM-BIND-001', safe_code: 'SAFE-001' }, ENGLISH);
    expect([twice.statusCode, body(twice).error?.message]).toEqual([
      409,
      'Device SIM-BIND-001 is already bound',
    ]);
    const unknown = await bind({ device_id: 'NOPE-1', safe_code: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).error).toEqual(body(wrong).error);
    const id = body<Device>(ok).data.id;
    const unbind = await app.inject({
      method: 'DELETE',
      url: `/api/v2/devices/${id}/`,
      headers: demo.headers('demo-farm'),
    });
    expect(unbind.statusCode).toBe(204);
    expect((await bind({ device_id: 'SIM-BIND-001', safe_code: 'SAFE-001' })).statusCode).toBe(201);
  });

  it('moves a device between projects; the current project is refused', async () => {
    const d = body<Page>(await get(demo, '/api/v2/devices/?project_id=none')).data.results[0]!;
    const move = (project_id: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v2/devices/${d.id}/set-project/`,
        headers: demo.headers('demo-farm'),
        payload: { project_id },
      });
    const moved = await move(projects[1]!.project_id);
    expect(body<Device>(moved).data.project?.project_id).toBe(projects[1]!.project_id);
    const same = await move(projects[1]!.project_id);
    expect(body(same).error?.fields?.project_id).toBeDefined();
  });

  it('refuses readonly members (403 with the reason) and hides other organizations’ devices (404)', async () => {
    const d = body<Page>(await get(demo, '/api/v2/devices/')).data.results[0]!;
    const ro = await app.inject({
      method: 'DELETE',
      url: `/api/v2/devices/${d.id}/`,
      headers: viewer.headers('demo-farm'),
    });
    expect(ro.statusCode).toBe(403);
    // in the default language, Chinese
    expect(body(ro).error?.message).toBe('你的角色（只读）不能解绑或转移设备');
    const other = await app.inject({
      url: `/api/v2/devices/${d.id}/`,
      headers: outsider.headers('other-org'),
    });
    expect(other.statusCode).toBe(404);
    expect(
      (await app.inject({ url: '/api/v2/devices/', headers: outsider.headers('demo-farm') }))
        .statusCode,
    ).toBe(403);
  });

  it('needs a session and valid paging', async () => {
    expect(
      (await app.inject({ url: '/api/v2/devices/', headers: { 'x-org-slug': 'demo-farm' } }))
        .statusCode,
    ).toBe(401);
    expect((await get(demo, '/api/v2/devices/?page=0')).statusCode).toBe(400);
  });
});

describe('project devices', () => {
  it('reboots a device: offline right after, the offline count follows, a second reboot is 409', async () => {
    const p = projects[0]!;
    const d = body<Page>(
      await get(demo, `/api/v2/projects/${p.project_id}/devices/?is_online=true`),
    ).data.results[0]!;
    const url = `/api/v2/projects/${p.project_id}/devices/${d.id}/reboot/`;
    const res = await app.inject({ method: 'POST', url, headers: demo.headers('demo-farm') });
    expect(res.statusCode).toBe(200);
    expect(body<Device>(res).data).toMatchObject({ is_online: false, is_offline: true });
    const after = body<{ offline_device_count: number }>(
      await get(demo, `/api/v2/projects/${p.project_id}/`),
    ).data;
    expect(after.offline_device_count).toBe(p.offline_device_count + 1);
    expect(
      (await app.inject({ method: 'POST', url, headers: demo.headers('demo-farm') })).statusCode,
    ).toBe(409);
  });

  it('updates basic settings with field errors for a blank name', async () => {
    const p = projects[1]!;
    const d = body<Page>(await get(demo, `/api/v2/projects/${p.project_id}/devices/`)).data
      .results[0]!;
    const url = `/api/v2/projects/${p.project_id}/devices/${d.id}/`;
    const ok = await app.inject({
      method: 'PATCH',
      url,
      headers: demo.headers('demo-farm'),
      payload: { device_name: '东区气象站 East weather station', report_interval: 120 },
    });
    expect(body(ok).data).toMatchObject({
      device_name: '东区气象站 East weather station',
      report_interval: 120,
    });
    const blank = await app.inject({
      method: 'PATCH',
      url,
      headers: demo.headers('demo-farm'),
      payload: { device_name: ' ' },
    });
    expect(body(blank).error?.fields?.device_name).toBeDefined();
    const latest = body<{ agri_id: string; value: number; t: number }[]>(
      await get(demo, `${url}data/`),
    ).data;
    expect(latest.length).toBeGreaterThan(0);
    const wrongProject = await get(
      demo,
      `/api/v2/projects/${projects[0]!.project_id}/devices/${d.id}/`,
    );
    expect(wrongProject.statusCode).toBe(404);
  });
});
