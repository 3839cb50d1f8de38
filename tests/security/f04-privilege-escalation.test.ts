/**
 * A member must not gain rights through another: nobody grants a permission flag they do not hold, and peer managers
 * do not change each other (docs/decisions/0051-member-management.md).
 * Seed: wangfang is a manager of demo-farm with every flag but can_manage_settings.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, signIn, startMock, type Session } from './support/mock';

const ALL = {
  can_manage_project: true,
  can_manage_device: true,
  can_manage_user: true,
  can_manage_settings: true,
};

let app: FastifyInstance;
let demo: Session;
let wangfang: Session;
beforeAll(async () => {
  app = await startMock({ env: { NODE_ENV: 'development', MOCK_DB: ':memory:' } });
  demo = await signIn(app, 'demo');
  wangfang = await signIn(app, 'wangfang');
});
afterAll(() => app.close());

async function createUser(by: Session, body: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/v2/users/',
    headers: by.headers('demo-farm'),
    payload: { password: `${String(body.username)}123456`, ...body },
  });
}

describe('nobody grants a permission flag they do not hold', () => {
  it('refuses a manager creating a user with can_manage_settings, and the user does not exist', async () => {
    const res = await createUser(wangfang, {
      username: 'escalated',
      role: 'manager',
      permissions: ALL,
    });
    expect(res.statusCode).toBe(403);
    // the flag it may not grant, by name (the server's default language is Chinese: 管理设置)
    expect(envelope(res).error?.message).toMatch(/管理设置/);
    const login = await app.inject({
      method: 'POST',
      url: '/api/v2/account/login/',
      payload: { username: 'escalated', password: 'escalated123456' },
    });
    expect(login.statusCode).toBe(401);
  });

  it("gives a manager's new manager no more than the manager holds when no flags are named", async () => {
    const res = await createUser(wangfang, { username: 'defaulted', role: 'manager' });
    expect(res.statusCode).toBe(201);
    expect(envelope<{ can_manage_settings: boolean }>(res).data.can_manage_settings).toBe(false);
    const created = await signIn(app, 'defaulted');
    const secret = await app.inject({
      url: '/api/v2/forwarders/post/',
      headers: created.headers('demo-farm'),
    });
    expect(envelope<{ secret_key: string }>(secret).data.secret_key).toMatch(/^whsec_\*{4}/);
    const token = await app.inject({
      method: 'POST',
      url: '/api/v2/tokens/',
      headers: created.headers('demo-farm'),
      payload: {
        name: 'escalation',
        access_config: { role: 'operator', all_projects: true, projects: [] },
        expires_at: null,
      },
    });
    expect(token.statusCode).toBe(403);
  });

  it('refuses a manager raising an operator to can_manage_settings', async () => {
    const operator = await createUser(demo, { username: 'raised', role: 'operator' });
    const id = envelope<{ id: number }>(operator).data.id;
    const res = await app.inject({
      method: 'PUT',
      url: `/api/v2/users/${id}/`,
      headers: wangfang.headers('demo-farm'),
      payload: { permissions: { ...ALL, can_manage_user: false } },
    });
    expect(res.statusCode).toBe(403);
    const list = await app.inject({ url: '/api/v2/users/', headers: demo.headers('demo-farm') });
    const raised = envelope<{ id: number; can_manage_settings: boolean }[]>(list).data.find(
      (u) => u.id === id,
    );
    expect(raised?.can_manage_settings).toBe(false);
  });

  it('lets the owner grant every flag', async () => {
    const res = await createUser(demo, { username: 'trusted', role: 'manager', permissions: ALL });
    expect(res.statusCode).toBe(201);
    expect(envelope(res).data).toMatchObject(ALL);
  });
});

describe('peer managers do not change each other', () => {
  it("refuses a manager changing or removing another manager's permissions", async () => {
    const peer = await createUser(demo, {
      username: 'peer',
      role: 'manager',
      permissions: { ...ALL, can_manage_settings: false },
    });
    const id = envelope<{ id: number }>(peer).data.id;
    const peerSession = await signIn(app, 'peer');
    const wangfangId = envelope<{ id: number; username: string }[]>(
      await app.inject({ url: '/api/v2/users/', headers: demo.headers('demo-farm') }),
    ).data.find((u) => u.username === 'wangfang')?.id;
    const change = await app.inject({
      method: 'PUT',
      url: `/api/v2/users/${wangfangId}/`,
      headers: peerSession.headers('demo-farm'),
      payload: { permissions: { ...ALL, can_manage_settings: false, can_manage_project: false } },
    });
    expect(change.statusCode).toBe(403);
    const remove = await app.inject({
      method: 'DELETE',
      url: `/api/v2/users/${id}/`,
      headers: wangfang.headers('demo-farm'),
    });
    expect(remove.statusCode).toBe(403);
  });
});
