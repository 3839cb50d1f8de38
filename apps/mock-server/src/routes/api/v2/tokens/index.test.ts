import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, login, testApp, type Session } from '#src/testing/helpers.js';

let app: FastifyInstance;
let demo: Session;
let viewer: Session;
let outsider: Session;
let projectId: string;

interface Token {
  id: number;
  token: string;
  is_active: boolean;
  last_used_at: string | null;
}

const inDays = (n: number) => new Date(Date.now() + n * 86400_000).toISOString();

beforeAll(async () => {
  app = await testApp();
  [demo, viewer, outsider] = await Promise.all([
    login(app, 'demo'),
    login(app, 'viewer'),
    login(app, 'outsider'),
  ]);
  projectId = body<{ project_id: string }[]>(
    await app.inject({ url: '/api/v2/projects/', headers: demo.headers('demo-farm') }),
  ).data[0]!.project_id;
});
afterAll(() => app.close());

async function create(role: 'readonly' | 'operator', extra: object = {}): Promise<Token> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/tokens/',
    headers: demo.headers('demo-farm'),
    payload: {
      name: `${role} token`,
      access_config: { role, all_projects: true, projects: [] },
      expires_at: inDays(30),
      ...extra,
    },
  });
  expect(res.statusCode).toBe(201);
  return body<Token>(res).data;
}

const as = (secret: string) => ({ authorization: `Bearer ${secret}`, 'x-org-slug': 'demo-farm' });

describe('API access tokens', () => {
  it('shows the secret once, masked in the list', async () => {
    const t = await create('readonly');
    expect(t.token).toMatch(/^iot_[0-9a-f]{40}$/);
    const list = body<Token[]>(
      await app.inject({ url: '/api/v2/tokens/', headers: demo.headers('demo-farm') }),
    ).data;
    expect(list[0]).toMatchObject({ id: t.id, token: `iot_****${t.token.slice(-4)}` });
  });

  it('refuses a blank name and an expiry before today with field errors', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/tokens/',
      headers: demo.headers('demo-farm'),
      payload: {
        name: '   ',
        access_config: { role: 'readonly', all_projects: true, projects: [] },
        expires_at: '2020-01-01T00:00:00Z',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(body(res).error?.fields ?? {})).toEqual(expect.arrayContaining(['name']));
    const past = await app.inject({
      method: 'POST',
      url: '/api/v2/tokens/',
      headers: demo.headers('demo-farm'),
      payload: {
        name: 'old',
        access_config: { role: 'readonly', all_projects: true, projects: [] },
        expires_at: '2020-01-01T00:00:00Z',
      },
    });
    expect(body(past).error?.fields?.expires_at).toEqual(['过期日期不能早于今天。']);
  });

  it('lets a readonly token read but not write, and records last_used_at', async () => {
    const t = await create('readonly');
    expect((await app.inject({ url: '/api/v2/projects/', headers: as(t.token) })).statusCode).toBe(
      200,
    );
    const write = await app.inject({
      method: 'POST',
      url: '/api/v2/projects/',
      headers: as(t.token),
      payload: { name: 'x' },
    });
    expect(write.statusCode).toBe(403);
    const list = body<Token[]>(
      await app.inject({ url: '/api/v2/tokens/', headers: demo.headers('demo-farm') }),
    ).data;
    expect(list.find((x) => x.id === t.id)?.last_used_at).not.toBeNull();
  });

  it('lets an operator token change data but not tokens or users', async () => {
    const t = await create('operator');
    const p = await app.inject({
      method: 'POST',
      url: '/api/v2/projects/',
      headers: as(t.token),
      payload: { name: 'Token project' },
    });
    expect(p.statusCode).toBe(201);
    const url = `/api/v2/projects/${body<{ project_id: string }>(p).data.project_id}/`;
    const renamed = await app.inject({
      method: 'PATCH',
      url,
      headers: as(t.token),
      payload: { name: 'Token project 2' },
    });
    expect(renamed.statusCode).toBe(200);
    const fav = await app.inject({
      method: 'PATCH',
      url,
      headers: as(t.token),
      payload: { favorite: true },
    });
    expect(fav.statusCode).toBe(403);
    const tok = await app.inject({
      method: 'POST',
      url: '/api/v2/tokens/',
      headers: as(t.token),
      payload: {
        name: 'x',
        access_config: { role: 'readonly', all_projects: true, projects: [] },
        expires_at: null,
      },
    });
    expect(tok.statusCode).toBe(403);
    const usr = await app.inject({
      method: 'POST',
      url: '/api/v2/users/',
      headers: as(t.token),
      payload: { username: 'tokuser', password: 'Token#2026x' },
    });
    expect(usr.statusCode).toBe(403);
    expect(
      (
        await app.inject({
          url: '/api/v2/projects/',
          headers: { ...as(t.token), 'x-org-slug': 'greenhouse-lab' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('limits a token to its projects', async () => {
    const t = await create('readonly', {
      access_config: { role: 'readonly', all_projects: false, projects: [projectId] },
    });
    const list = body<{ project_id: string }[]>(
      await app.inject({ url: '/api/v2/projects/', headers: as(t.token) }),
    ).data;
    expect(list.map((p) => p.project_id)).toEqual([projectId]);
  });

  it('answers 401 for an inactive or expired token', async () => {
    const t = await create('readonly');
    await app.inject({
      method: 'PATCH',
      url: `/api/v2/tokens/${t.id}/`,
      headers: demo.headers('demo-farm'),
      payload: { is_active: false },
    });
    const inactive = await app.inject({ url: '/api/v2/projects/', headers: as(t.token) });
    expect(inactive.statusCode).toBe(401);
    const e = await create('readonly');
    app.repos.tokens.update(app.repos.tokens.byId(e.id)!, {
      expires_at: new Date(Date.now() - 1000).toISOString(),
    });
    expect((await app.inject({ url: '/api/v2/projects/', headers: as(e.token) })).statusCode).toBe(
      401,
    );
  });

  it('refuses readonly members and other organizations’ tokens', async () => {
    const t = await create('readonly');
    const ro = await app.inject({
      method: 'DELETE',
      url: `/api/v2/tokens/${t.id}/`,
      headers: viewer.headers('demo-farm'),
    });
    expect(ro.statusCode).toBe(403);
    const other = await app.inject({
      method: 'DELETE',
      url: `/api/v2/tokens/${t.id}/`,
      headers: outsider.headers('other-org'),
    });
    expect(other.statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/api/v2/tokens/${t.id}/`,
          headers: demo.headers('demo-farm'),
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await app.inject({ url: '/api/v2/tokens/', headers: { 'x-org-slug': 'demo-farm' } }))
        .statusCode,
    ).toBe(401);
  });
});
