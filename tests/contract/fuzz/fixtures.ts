/**
 * Ids of objects that exist in a freshly seeded mock, found through the API as user demo (so that valid requests reach
 * real objects): the organization, a project, a device of it, a factor of that device, an export task, an API token,
 * a sub-user and a blacklist entry.
 */
import type { FastifyInstance } from 'fastify';
import type { Fixtures } from './cases';

export interface Session {
  access: string;
  refresh: string;
}

interface Envelope<T> {
  success: boolean;
  data: T;
}

export async function signIn(
  app: FastifyInstance,
  username = 'demo',
  password = 'demo123456',
): Promise<Session> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/account/login/',
    payload: { username, password },
  });
  const body = res.json<Envelope<{ token: Session }>>();
  if (res.statusCode !== 200 || !body.success)
    throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  return body.data.token;
}

async function get<T>(app: FastifyInstance, token: string, url: string): Promise<T | undefined> {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}`, 'x-org-slug': 'demo-farm' },
  });
  return res.statusCode === 200 ? res.json<Envelope<T>>().data : undefined;
}

export async function findFixtures(app: FastifyInstance, session: Session): Promise<Fixtures> {
  const t = session.access;
  const fixtures: Fixtures = { org: 'demo-farm', slug: 'demo-farm' };
  const projects = await get<{ project_id: string }[]>(app, t, '/api/v2/projects/');
  const project = projects?.[0]?.project_id;
  if (project) fixtures.project_id = project;
  if (project) {
    const devices = await get<{ results: { id: number; is_online: boolean }[] }>(
      app,
      t,
      `/api/v2/projects/${project}/devices/?page_size=100`,
    );
    const device = devices?.results.find((d) => d.is_online) ?? devices?.results[0];
    if (device) {
      fixtures.device_pk = device.id;
      const factors = await get<{ id: number; agri_id: string }[]>(
        app,
        t,
        `/api/v2/projects/${project}/devices/${device.id}/factors/`,
      );
      if (factors?.[0]) {
        fixtures.factor_id = factors[0].id;
        fixtures.agri_id = factors[0].agri_id;
      }
      const tasks = await get<{ id: number }[]>(
        app,
        t,
        `/api/v2/projects/${project}/data-download-tasks/`,
      );
      if (tasks?.[0]) fixtures.task_id = tasks[0].id;
    }
  }
  const tokens = await get<{ id: number }[]>(app, t, '/api/v2/tokens/');
  if (tokens?.[0]) fixtures.token_id = tokens[0].id;
  const users = await get<{ id: number; username: string }[]>(app, t, '/api/v2/users/');
  const sub = users?.find((u) => u.username !== 'demo');
  if (sub) fixtures.user_id = sub.id;
  const entries = await get<{ id: number }[]>(app, t, '/api/v2/users/blacklist/');
  if (entries?.[0]) fixtures.entry_id = entries[0].id;
  return fixtures;
}
