import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, ENGLISH, login, testApp, type Session } from '#src/testing/helpers.js';

let app: FastifyInstance;
let demo: Session;
let viewer: Session;
let outsider: Session;

beforeAll(async () => {
  app = await testApp();
  [demo, viewer, outsider] = await Promise.all([
    login(app, 'demo'),
    login(app, 'viewer'),
    login(app, 'outsider'),
  ]);
});
afterAll(() => app.close());

interface Project {
  project_id: string;
  name: string;
  favorite: boolean;
  device_count: number;
  offline_device_count: number;
}

describe('projects', () => {
  it('lists the projects of demo-farm with device and offline counts, favorites first', async () => {
    const res = await app.inject({ url: '/api/v2/projects/', headers: demo.headers('demo-farm') });
    expect(res.statusCode).toBe(200);
    const list = body<Project[]>(res).data;
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list[0]?.favorite).toBe(true);
    expect(list.some((p) => p.name === '1号温室 Greenhouse 1')).toBe(true);
    const total = list.reduce((n, p) => n + p.device_count, 0);
    expect(total).toBeGreaterThanOrEqual(20);
    expect(list.reduce((n, p) => n + p.offline_device_count, 0)).toBeGreaterThan(0);
  });

  it('lists the other projects in name order (pinyin), and a renamed project takes its new place', async () => {
    const list = async () =>
      body<Project[]>(
        await app.inject({ url: '/api/v2/projects/', headers: demo.headers('demo-farm') }),
      ).data;
    const rename = (p: Project, name: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/v2/projects/${p.project_id}/`,
        headers: demo.headers('demo-farm'),
        payload: { name },
      });
    const before = await list();
    const others = before.filter((p) => !p.favorite);
    expect(before.slice(before.length - others.length)).toEqual(others);
    expect(others.map((p) => p.name)).toEqual(
      others.map((p) => p.name).sort(new Intl.Collator('zh-CN').compare),
    );
    const last = others.at(-1)!;
    await rename(last, '0号 First');
    expect((await list()).find((p) => !p.favorite)?.project_id).toBe(last.project_id);
    await rename(last, last.name);
    expect((await list()).map((p) => p.project_id)).toEqual(before.map((p) => p.project_id));
  });

  it('searches by name or project_id, case-insensitive', async () => {
    const res = await app.inject({
      url: '/api/v2/projects/?search=GREENHOUSE 2',
      headers: demo.headers('demo-farm'),
    });
    expect(body<Project[]>(res).data.map((p) => p.name)).toEqual(['2号温室 Greenhouse 2']);
  });

  it('creates, renames, favorites and deletes a project', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v2/projects/',
      headers: demo.headers('demo-farm'),
      payload: { name: ' 3号温室 Greenhouse 3 ' },
    });
    expect(created.statusCode).toBe(201);
    const p = body<Project>(created).data;
    expect(p).toMatchObject({ name: '3号温室 Greenhouse 3', device_count: 0, favorite: false });
    expect(p.project_id).toMatch(/^proj_/);
    const url = `/api/v2/projects/${p.project_id}/`;
    const renamed = await app.inject({
      method: 'PATCH',
      url,
      headers: demo.headers('demo-farm'),
      payload: { name: 'Renamed' },
    });
    expect(body<Project>(renamed).data.name).toBe('Renamed');
    const fav = await app.inject({
      method: 'PATCH',
      url,
      headers: demo.headers('demo-farm'),
      payload: { favorite: true },
    });
    expect(body<Project>(fav).data.favorite).toBe(true);
    const del = await app.inject({ method: 'DELETE', url, headers: demo.headers('demo-farm') });
    expect(del.statusCode).toBe(204);
    expect((await app.inject({ url, headers: demo.headers('demo-farm') })).statusCode).toBe(404);
  });

  it('refuses a blank name with a field error', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/projects/',
      headers: demo.headers('demo-farm'),
      payload: { name: '   ' },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).error?.fields?.name?.[0]).toBeTruthy();
    const missing = await app.inject({
      method: 'POST',
      url: '/api/v2/projects/',
      headers: { ...demo.headers('demo-farm'), ...ENGLISH },
      payload: {},
    });
    expect(body(missing).error).toMatchObject({
      code: 'validation_error',
      fields: { name: ['This field is required.'], non_field_errors: [] },
    });
  });

  it('needs a session', async () => {
    const res = await app.inject({
      url: '/api/v2/projects/',
      headers: { 'x-org-slug': 'demo-farm' },
    });
    expect(res.statusCode).toBe(401);
    expect(body(res).error?.code).toBe('not_authenticated');
  });

  it('lets readonly members read and set their own favorite, but not rename or create', async () => {
    const list = await app.inject({
      url: '/api/v2/projects/',
      headers: viewer.headers('demo-farm'),
    });
    const first = body<Project[]>(list).data[0]!;
    const url = `/api/v2/projects/${first.project_id}/`;
    const fav = await app.inject({
      method: 'PATCH',
      url,
      headers: viewer.headers('demo-farm'),
      payload: { favorite: true },
    });
    expect(fav.statusCode).toBe(200);
    const rename = await app.inject({
      method: 'PATCH',
      url,
      headers: viewer.headers('demo-farm'),
      payload: { name: 'x' },
    });
    expect(rename.statusCode).toBe(403);
    expect(body(rename).error?.message).toBe('你的角色（只读）不能修改项目');
    const create = await app.inject({
      method: 'POST',
      url: '/api/v2/projects/',
      headers: viewer.headers('demo-farm'),
      payload: { name: 'x' },
    });
    expect(create.statusCode).toBe(403);
  });

  it('keeps organizations apart: 403 for a foreign X-Org-Slug, 404 for a foreign project', async () => {
    const res = await app.inject({
      url: '/api/v2/projects/',
      headers: outsider.headers('demo-farm'),
    });
    expect(res.statusCode).toBe(403);
    const mine = await app.inject({ url: '/api/v2/projects/', headers: demo.headers('demo-farm') });
    const pid = body<Project[]>(mine).data[0]!.project_id;
    const other = await app.inject({
      url: `/api/v2/projects/${pid}/`,
      headers: outsider.headers('other-org'),
    });
    expect(other.statusCode).toBe(404);
  });
});
