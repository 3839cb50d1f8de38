/**
 * A token must not outlive what it stands for: access tokens end with their session (logout, password change), API
 * tokens with their creator's membership (removal or blacklisting).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, signIn, startMock, type Session } from './support/mock';

let app: FastifyInstance;
beforeAll(async () => {
  app = await startMock({ env: { NODE_ENV: 'development', MOCK_DB: ':memory:' } });
});
afterAll(() => app.close());

const projects = (headers: Record<string, string>) =>
  app.inject({ url: '/api/v2/projects/', headers: { 'x-org-slug': 'demo-farm', ...headers } });

describe('access tokens end with their session', () => {
  it('stops working at once after logout', async () => {
    const viewer = await signIn(app, 'viewer');
    expect((await projects(viewer.headers())).statusCode).toBe(200);
    const out = await app.inject({
      method: 'POST',
      url: '/api/v2/account/logout/',
      headers: viewer.headers(),
      payload: { refresh: viewer.refresh },
    });
    expect(out.statusCode).toBe(200);
    const after = await projects(viewer.headers());
    expect(after.statusCode).toBe(401);
  });

  it('keeps working through a refresh of the same session', async () => {
    const viewer = await signIn(app, 'viewer');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/account/refresh/',
      payload: { refresh: viewer.refresh },
    });
    expect(res.statusCode).toBe(200);
    const { access } = envelope<{ access: string }>(res).data;
    expect((await projects({ authorization: `Bearer ${access}` })).statusCode).toBe(200);
    expect((await projects(viewer.headers())).statusCode).toBe(200);
  });

  it("stops the other sessions' access tokens at once after a password change", async () => {
    const other = await signIn(app, 'zhangwei');
    const current = await signIn(app, 'zhangwei');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/account/change-password/',
      headers: current.headers(),
      payload: {
        old_password: 'zhangwei123456',
        new_password: 'Greenhouse#2026',
        confirm_password: 'Greenhouse#2026',
      },
    });
    expect(res.statusCode).toBe(200);
    expect((await projects(other.headers())).statusCode).toBe(401);
    expect((await projects(current.headers())).statusCode).toBe(200);
  });
});

describe('API tokens end with their creator’s membership', () => {
  /** demo adds a manager with every flag; the manager signs in and creates an operator API token. */
  async function managerWithToken(username: string): Promise<{ userId: number; token: string }> {
    const demo = await signIn(app, 'demo');
    const created = await app.inject({
      method: 'POST',
      url: '/api/v2/users/',
      headers: demo.headers('demo-farm'),
      payload: {
        username,
        password: `${username}123456`,
        role: 'manager',
        permissions: {
          can_manage_project: true,
          can_manage_device: true,
          can_manage_user: true,
          can_manage_settings: true,
        },
      },
    });
    expect(created.statusCode).toBe(201);
    const manager: Session = await signIn(app, username);
    const token = await app.inject({
      method: 'POST',
      url: '/api/v2/tokens/',
      headers: manager.headers('demo-farm'),
      payload: {
        name: `${username}'s integration`,
        access_config: { role: 'operator', all_projects: true, projects: [] },
        expires_at: null,
      },
    });
    expect(token.statusCode).toBe(201);
    const secret = envelope<{ token: string }>(token).data.token;
    expect((await projects({ authorization: `Bearer ${secret}` })).statusCode).toBe(200);
    return { userId: envelope<{ id: number }>(created).data.id, token: secret };
  }

  it('refuses the token once its creator is removed from the organization', async () => {
    const { userId, token } = await managerWithToken('leaver');
    const demo = await signIn(app, 'demo');
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v2/users/${userId}/`,
      headers: demo.headers('demo-farm'),
    });
    expect(removed.statusCode).toBe(204);
    expect((await projects({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });

  it('refuses the token once its creator is blacklisted', async () => {
    const { token } = await managerWithToken('barred');
    const demo = await signIn(app, 'demo');
    const barred = await app.inject({
      method: 'POST',
      url: '/api/v2/users/blacklist/',
      headers: demo.headers('demo-farm'),
      payload: { username: 'barred', reason: 'left the company' },
    });
    expect(barred.statusCode).toBe(201);
    expect((await projects({ authorization: `Bearer ${token}` })).statusCode).toBe(401);
  });
});
