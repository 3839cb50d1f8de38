/**
 * Low-rights members and read-only API tokens must not read credentials (the MongoDB URI's password, the POST secret) or members'
 * personal data (email, phone): each needs the permission that manages it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, signIn, startMock, type Session } from './support/mock';

// private addresses with the development switch: the tests resolve no names (the SSRF guard resolves every host)
const URI = 'mongodb://iot:S3cret-Pass@10.20.30.40:27017/farm?authSource=admin';
const POST_URL = 'https://hooks:hook-Pass@10.20.30.41/hooks/greenhouse';

let app: FastifyInstance;
let demo: Session;
let viewer: Session;
let readonlyToken: Record<string, string>;

beforeAll(async () => {
  app = await startMock({
    env: { NODE_ENV: 'development', MOCK_DB: ':memory:', MOCK_ALLOW_PRIVATE_TARGETS: '1' },
  });
  demo = await signIn(app, 'demo');
  viewer = await signIn(app, 'viewer');
  const put = (url: string, payload: Record<string, unknown>) =>
    app.inject({ method: 'PUT', url, headers: demo.headers('demo-farm'), payload });
  expect(
    (await put('/api/v2/forwarders/mongodb/', { uri: URI, collection: 'samples' })).statusCode,
  ).toBe(200);
  expect((await put('/api/v2/forwarders/post/', { url: POST_URL })).statusCode).toBe(200);
  const projects = envelope<{ project_id: string }[]>(
    await app.inject({ url: '/api/v2/projects/', headers: demo.headers('demo-farm') }),
  ).data;
  const token = await app.inject({
    method: 'POST',
    url: '/api/v2/tokens/',
    headers: demo.headers('demo-farm'),
    payload: {
      name: 'one project, read only',
      access_config: { role: 'readonly', all_projects: false, projects: [projects[0]?.project_id] },
      expires_at: null,
    },
  });
  expect(token.statusCode).toBe(201);
  readonlyToken = {
    authorization: `Bearer ${envelope<{ token: string }>(token).data.token}`,
    'x-org-slug': 'demo-farm',
  };
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string>) => app.inject({ url, headers });

describe('credentials only for those who manage settings', () => {
  it('shows a viewer and a readonly token only the MongoDB hosts, the owner the whole URI', async () => {
    for (const headers of [viewer.headers('demo-farm'), readonlyToken]) {
      const res = await get('/api/v2/forwarders/mongodb/', headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('S3cret-Pass');
      expect(envelope<{ uri: string }>(res).data.uri).toBe('mongodb://10.20.30.40:27017');
    }
    const owner = await get('/api/v2/forwarders/mongodb/', demo.headers('demo-farm'));
    expect(envelope<{ uri: string }>(owner).data.uri).toBe(URI);
  });

  it('masks the POST secret and shows only where the POST url sends', async () => {
    for (const headers of [viewer.headers('demo-farm'), readonlyToken]) {
      const res = await get('/api/v2/forwarders/post/', headers);
      expect(res.body).not.toContain('hook-Pass');
      const data = envelope<{ url: string; secret_key: string }>(res).data;
      expect(data.url).toBe('https://10.20.30.41:443');
      expect(data.secret_key).toMatch(/^whsec_\*{4}\w{4}$/);
    }
  });
});

describe("members' personal data only for those who manage users", () => {
  type Member = { username: string; email: string | null; cellphone: string | null };
  const members = async (headers: Record<string, string>, search = '') =>
    envelope<Member[]>(
      await get(`/api/v2/users/${search ? `?search=${encodeURIComponent(search)}` : ''}`, headers),
    ).data;

  it('shows email and cellphone to the owner', async () => {
    const list = await members(demo.headers('demo-farm'));
    expect(list.some((m) => m.cellphone !== null)).toBe(true);
  });

  it('hides them from a viewer and a readonly token (the viewer still sees their own)', async () => {
    const withPhones = (await members(demo.headers('demo-farm'))).filter(
      (m) => m.cellphone !== null && m.username !== 'viewer',
    );
    expect(withPhones.length).toBeGreaterThan(0);
    for (const headers of [viewer.headers('demo-farm'), readonlyToken]) {
      const list = await members(headers);
      const others = list.filter((m) => m.username !== 'viewer');
      expect(others.length).toBeGreaterThan(0);
      for (const m of others) expect(m).toMatchObject({ email: null, cellphone: null });
      // and the search does not find members by what it hides
      const phone = withPhones[0]?.cellphone ?? '';
      expect((await members(headers, phone)).map((m) => m.username)).toEqual([]);
    }
  });
});
