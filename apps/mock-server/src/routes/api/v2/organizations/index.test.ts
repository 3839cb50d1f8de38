import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worldServices } from '#src/services/world-services.js';
import { createExport, settledTasks } from '#src/testing/exports.js';
import { body, login, testApp, type Session } from '#src/testing/helpers.js';

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

interface Org {
  slug: string;
  name: string;
  access_config: { role: string };
}

describe('organizations', () => {
  it('lists the caller’s organizations by name with their role', async () => {
    const res = await app.inject({ url: '/api/v2/organizations/', headers: demo.headers() });
    const slugs = body<Org[]>(res).data.map((o) => [o.slug, o.access_config.role]);
    expect(slugs).toEqual(
      expect.arrayContaining([
        ['demo-farm', 'owner'],
        ['greenhouse-lab', 'owner'],
      ]),
    );
    expect(slugs).toHaveLength(2);
    const v = await app.inject({ url: '/api/v2/organizations/', headers: viewer.headers() });
    expect(body<Org[]>(v).data.map((o) => [o.slug, o.access_config.role])).toEqual([
      ['demo-farm', 'readonly'],
    ]);
  });

  it('creates an organization owned by the caller; a taken slug is 409; a bad slug is 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/organizations/',
      headers: outsider.headers(),
      payload: { slug: 'tea-garden', name: '云南茶园 Tea Garden' },
    });
    expect(res.statusCode).toBe(201);
    expect(body<Org>(res).data.access_config.role).toBe('owner');
    const taken = await app.inject({
      method: 'POST',
      url: '/api/v2/organizations/',
      headers: outsider.headers(),
      payload: { slug: 'demo-farm', name: 'x' },
    });
    expect(taken.statusCode).toBe(409);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/v2/organizations/',
      headers: outsider.headers(),
      payload: { slug: 'Bad Slug', name: 'x' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.slug).toBeDefined();
  });

  it('renames (trimmed, not blank) for owners; readonly members get 403 with a reason', async () => {
    const url = '/api/v2/organizations/demo-farm/';
    const ok = await app.inject({
      method: 'PATCH',
      url,
      headers: demo.headers(),
      payload: { name: ' 示范农场 Demo Farm 2 ' },
    });
    expect(body<Org>(ok).data.name).toBe('示范农场 Demo Farm 2');
    const blank = await app.inject({
      method: 'PATCH',
      url,
      headers: demo.headers(),
      payload: { name: '  ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.fields.name).toBeDefined();
    const ro = await app.inject({
      method: 'PATCH',
      url,
      headers: viewer.headers(),
      payload: { name: 'x' },
    });
    expect(ro.statusCode).toBe(403);
    expect(body(ro).error?.message).toBe('你的角色（只读）不能修改组织设置');
  });

  it('answers 403 for an organization the caller does not belong to', async () => {
    const res = await app.inject({
      url: '/api/v2/organizations/demo-farm/',
      headers: outsider.headers(),
    });
    expect(res.statusCode).toBe(403);
    const del = await app.inject({
      method: 'DELETE',
      url: '/api/v2/organizations/demo-farm/',
      headers: outsider.headers(),
    });
    expect(del.statusCode).toBe(403);
  });

  it('hands over an organization (confirm_slug must match) and deletes one (owner only)', async () => {
    const create = await app.inject({
      method: 'POST',
      url: '/api/v2/organizations/',
      headers: demo.headers(),
      payload: { slug: 'handover', name: 'Handover' },
    });
    expect(create.statusCode).toBe(201);
    const url = '/api/v2/organizations/greenhouse-lab/transfer/';
    const wrong = await app.inject({
      method: 'POST',
      url,
      headers: demo.headers(),
      payload: { new_owner: 'emily', confirm_slug: 'demo-farm' },
    });
    expect(wrong.json().error.fields.confirm_slug).toBeDefined();
    const done = await app.inject({
      method: 'POST',
      url,
      headers: demo.headers(),
      payload: { new_owner: 'emily', confirm_slug: 'greenhouse-lab' },
    });
    expect(body<Org>(done).data.access_config.role).toBe('manager');
    const del = await app.inject({
      method: 'DELETE',
      url: '/api/v2/organizations/greenhouse-lab/',
      headers: demo.headers(),
    });
    expect(del.statusCode).toBe(403);
    const own = await app.inject({
      method: 'DELETE',
      url: '/api/v2/organizations/handover/',
      headers: demo.headers(),
    });
    expect(own.statusCode).toBe(204);
    expect(
      (await app.inject({ url: '/api/v2/organizations/handover/', headers: demo.headers() }))
        .statusCode,
    ).toBe(403);
  });

  it('deletes an organization with all it owns: projects, tokens, export files; its devices go back to the pool', async () => {
    const send = (method: 'POST' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers: demo.headers('doomed'), payload });
    await send('POST', '/api/v2/organizations/', { slug: 'doomed', name: 'Doomed' });
    const project = body<{ project_id: string }>(
      await send('POST', '/api/v2/projects/', { name: 'Field' }),
    ).data.project_id;
    const device = body<{ id: number }>(
      await send('POST', '/api/v2/devices/bind/', {
        device_id: 'SIM-BIND-001',
        safe_code: 'SAFE-001',
        project_id: project,
      }),
    ).data;
    const token = body<{ token: string }>(
      await send('POST', '/api/v2/tokens/', {
        name: 'Reader',
        access_config: { role: 'readonly', all_projects: true, projects: [] },
        expires_at: null,
      }),
    ).data.token;
    const factor = app.repos.factors.ofDevice(device.id)[0]!;
    const now = Math.floor(Date.now() / 1000);
    await createExport(app, demo, 'doomed', project, {
      device_id: device.id,
      factors: [factor.id],
      start_time: now - 3600,
      end_time: now,
    });
    const [task] = await settledTasks(app, demo, 'doomed', project);
    const file = worldServices(app).exports.filePath(task!.id);
    expect(existsSync(file)).toBe(true);

    expect((await send('DELETE', '/api/v2/organizations/doomed/')).statusCode).toBe(204);
    expect(existsSync(file)).toBe(false);
    expect(app.repos.projects.byId(project)).toBeUndefined();
    expect(app.repos.devices.byId(device.id)).toMatchObject({ org_id: null, project_id: null });
    const asToken = { authorization: `Bearer ${token}`, 'x-org-slug': 'doomed' };
    expect((await app.inject({ url: '/api/v2/projects/', headers: asToken })).statusCode).toBe(401);
  });

  it('needs a session', async () => {
    expect((await app.inject({ url: '/api/v2/organizations/' })).statusCode).toBe(401);
  });
});
