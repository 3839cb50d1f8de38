import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

interface User {
  id: number;
  username: string;
  role: string;
  user_type: string;
  can_manage_user: boolean;
}

describe('users', () => {
  it('lists members (not barred ones), filtered by search and user_type', async () => {
    const all = body<User[]>(
      await app.inject({ url: '/api/v2/users/', headers: demo.headers('demo-farm') }),
    ).data;
    expect(all.map((u) => u.username)).toContain('viewer');
    expect(all.map((u) => u.username)).not.toContain('zhaolei');
    const wx = body<User[]>(
      await app.inject({
        url: '/api/v2/users/?user_type=wechat',
        headers: demo.headers('demo-farm'),
      }),
    ).data;
    expect(wx.every((u) => u.user_type === 'wechat')).toBe(true);
    expect(wx.length).toBeGreaterThan(0);
    const found = body<User[]>(
      await app.inject({ url: '/api/v2/users/?search=张伟', headers: demo.headers('demo-farm') }),
    ).data;
    expect(found.map((u) => u.username)).toEqual(['zhangwei']);
  });

  it('creates, updates and removes a sub-user', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v2/users/',
      headers: demo.headers('demo-farm'),
      payload: {
        username: 'liuyang',
        password: 'Liu#2026yang',
        nickname: '刘洋',
        cellphone: '13500135000',
        role: 'operator',
      },
    });
    expect(created.statusCode).toBe(201);
    const u = body<User>(created).data;
    expect(u).toMatchObject({ username: 'liuyang', role: 'operator', can_manage_user: false });
    const dup = await app.inject({
      method: 'POST',
      url: '/api/v2/users/',
      headers: demo.headers('demo-farm'),
      payload: { username: 'liuyang', password: 'Liu#2026yang' },
    });
    expect(dup.statusCode).toBe(409);
    const put = await app.inject({
      method: 'PUT',
      url: `/api/v2/users/${u.id}/`,
      headers: demo.headers('demo-farm'),
      payload: {
        permissions: {
          can_manage_project: true,
          can_manage_device: true,
          can_manage_user: true,
          can_manage_settings: false,
        },
      },
    });
    expect(body<User>(put).data.can_manage_user).toBe(true);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/v2/account/login/',
      payload: { username: 'liuyang', password: 'Liu#2026yang' },
    });
    expect(signIn.statusCode).toBe(200);
    const del = await app.inject({
      method: 'DELETE',
      url: `/api/v2/users/${u.id}/`,
      headers: demo.headers('demo-farm'),
    });
    expect(del.statusCode).toBe(204);
  });

  it('refuses a short password with a field error', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/users/',
      headers: demo.headers('demo-farm'),
      payload: { username: 'shorty', password: '123' },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).error?.fields?.password).toBeDefined();
  });

  it('refuses readonly members and protects the owner', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/users/',
      headers: viewer.headers('demo-farm'),
      payload: { username: 'sneaky', password: 'Sneaky#2026' },
    });
    expect(res.statusCode).toBe(403);
    const manager = await login(app, 'wangfang');
    const owner = await app.inject({
      method: 'DELETE',
      url: '/api/v2/users/1/',
      headers: manager.headers('demo-farm'),
    });
    expect([owner.statusCode, body(owner).error?.message]).toEqual([
      403,
      '不能在这里移除所有者，请先转让组织',
    ]);
  });

  it('answers 404 for a user of another organization', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v2/users/2/',
      headers: outsider.headers('other-org'),
      payload: { nickname: 'x' },
    });
    expect(res.statusCode).toBe(404);
  });

  it('bars a user: every call naming the organization is 403 until lifted', async () => {
    const zw = await login(app, 'zhangwei');
    expect(
      (await app.inject({ url: '/api/v2/projects/', headers: zw.headers('demo-farm') })).statusCode,
    ).toBe(200);
    const add = await app.inject({
      method: 'POST',
      url: '/api/v2/users/blacklist/',
      headers: demo.headers('demo-farm'),
      payload: { username: 'zhangwei', reason: '测试 test' },
    });
    expect(add.statusCode).toBe(201);
    const entry = body<{ id: number }>(add).data;
    expect(
      (await app.inject({ url: '/api/v2/projects/', headers: zw.headers('demo-farm') })).statusCode,
    ).toBe(403);
    const again = await app.inject({
      method: 'POST',
      url: '/api/v2/users/blacklist/',
      headers: demo.headers('demo-farm'),
      payload: { username: 'zhangwei' },
    });
    expect(again.statusCode).toBe(409);
    const list = body<{ user: { username: string } }[]>(
      await app.inject({ url: '/api/v2/users/blacklist/', headers: demo.headers('demo-farm') }),
    ).data;
    expect(list[0]?.user.username).toBe('zhangwei');
    const lift = await app.inject({
      method: 'DELETE',
      url: `/api/v2/users/blacklist/${entry.id}/`,
      headers: demo.headers('demo-farm'),
    });
    expect(lift.statusCode).toBe(204);
    expect(
      (await app.inject({ url: '/api/v2/projects/', headers: zw.headers('demo-farm') })).statusCode,
    ).toBe(200);
  });

  it('needs a session', async () => {
    expect(
      (await app.inject({ url: '/api/v2/users/', headers: { 'x-org-slug': 'demo-farm' } }))
        .statusCode,
    ).toBe(401);
  });
});
