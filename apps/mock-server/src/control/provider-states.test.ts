import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { KEYS, type ArrayCollection } from '#src/db/ops.js';
import { body, testApp } from '#src/testing/helpers.js';
import { STATES } from './state-catalog.js';

let app: FastifyInstance;

beforeAll(async () => {
  app = await testApp();
});
afterAll(() => app.close());

type Values = Record<string, string | number>;

/** The control plane's token header, where the mock has one (config.controlToken). */
function control(on: FastifyInstance): Record<string, string> {
  const token = (on.config as { controlToken?: string }).controlToken;
  return token ? { 'x-mock-control-token': token } : {};
}

async function state(name: string, action: 'setup' | 'teardown' = 'setup', on = app, run?: string) {
  const res = await on.inject({
    method: 'POST',
    url: '/__mock__/provider-states',
    headers: { ...control(on), ...(run ? { 'x-pact-run': run } : {}) },
    payload: { state: name, params: {}, action },
  });
  return { status: res.statusCode, values: res.json() as Values };
}

async function signIn(v: Values): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/account/login/',
    payload: { username: v.username, password: v.password },
  });
  expect(res.statusCode).toBe(200);
  return body<{ token: { access: string } }>(res).data.token.access;
}

async function api(token: string, url: string, org?: string | number) {
  const res = await app.inject({
    url,
    headers: { authorization: `Bearer ${token}`, ...(org ? { 'x-org-slug': String(org) } : {}) },
  });
  return { status: res.statusCode, data: body<Record<string, unknown>>(res).data };
}

const PROJECT = 'a user is signed in and owns an organization with a project';
const ONLINE = `${PROJECT} holding an online device`;

describe('POST /__mock__/provider-states', () => {
  it('answers the values of a state as a bare JSON object, with a session a verifier injects as it is', async () => {
    const { status, values } = await state(PROJECT);
    expect(status).toBe(200);
    expect(values).toEqual({
      username: expect.any(String),
      password: expect.any(String),
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      orgSlug: expect.stringMatching(/^[a-z0-9-]+$/),
      projectId: expect.stringMatching(/^proj_/),
    });
    const url = `/api/v2/projects/${values.projectId}/`;
    expect((await api(String(values.accessToken), url, values.orgSlug)).status).toBe(200);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/v2/account/refresh/',
      payload: { refresh: values.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    expect((await api(await signIn(values), url, values.orgSlug)).status).toBe(200);
  });

  it('keeps the worlds of two verification runs apart by their X-Pact-Run header', async () => {
    const name = 'a user is signed in';
    const a = (await state(name, 'setup', app, 'run-a')).values;
    const b = (await state(name, 'setup', app, 'run-b')).values;
    await state(name, 'teardown', app, 'run-b');
    expect(app.repos.users.byUsername(String(b.username))).toBeUndefined();
    expect(app.repos.users.byUsername(String(a.username))).toBeDefined();
    await state(name, 'teardown', app, 'run-a');
    expect(app.repos.users.byUsername(String(a.username))).toBeUndefined();
  });

  it('removes what a failing set-up created, since no teardown follows it', async () => {
    const own = await testApp();
    let created = '';
    const broken = vi.spyOn(STATES, 'a user exists').mockImplementation(async (b) => {
      created = (await b.user()).record.username;
      throw new Error('the export runner is gone');
    });
    try {
      expect((await state('a user exists', 'setup', own)).status).toBe(500);
    } finally {
      broken.mockRestore();
    }
    expect(created).not.toBe('');
    expect(own.repos.users.byUsername(created)).toBeUndefined();
    const open = await own.inject({ url: '/__mock__/provider-states', headers: control(own) });
    expect(body(open).data).toEqual({ open: 0, states: {} });
    await own.close();
  });

  it('creates fresh objects on every set-up, so two interactions never share them', async () => {
    const a = (await state(ONLINE)).values;
    const b = (await state(ONLINE)).values;
    for (const key of ['username', 'orgSlug', 'projectId', 'devicePk', 'factorId', 'agriId'])
      expect(a[key], key).not.toEqual(b[key]);
  });

  it('sets an online and an offline device up as it says, with an hour of history', async () => {
    const on = (await state(ONLINE)).values;
    const token = await signIn(on);
    const device = await api(
      token,
      `/api/v2/projects/${on.projectId}/devices/${on.devicePk}/`,
      on.orgSlug,
    );
    expect(device.data).toMatchObject({ is_online: true });
    const history = await api(
      token,
      `/api/v2/data/${on.agriId}/?page=1&page_size=10&min_timestamp=${on.minTimestamp}`,
      on.orgSlug,
    );
    expect(history.data.count).toBeGreaterThanOrEqual(50);
    const off = (await state(`${PROJECT} holding an offline device`)).values;
    const offToken = await signIn(off);
    const offline = await api(offToken, `/api/v2/devices/${off.devicePk}/`, off.orgSlug);
    expect(offline.data).toMatchObject({ is_online: false });
  });

  it('mints an expired access token of a real session: the API answers 401', async () => {
    const { status, values } = await state('a user is signed in with an expired access token');
    expect(status).toBe(200);
    const [, payload] = String(values.accessToken).split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as {
      exp: number;
    };
    expect(claims.exp * 1000).toBeLessThan(Date.now());
    expect((await api(String(values.accessToken), '/api/v2/account/')).status).toBe(401);
    // The same user with a fresh token is fine: the 401 is the expiry's.
    expect((await api(await signIn(values), '/api/v2/account/')).status).toBe(200);
  });

  it('runs a completed export whose signed link serves the CSV', async () => {
    const { values } = await state(`${PROJECT} that has a completed export`);
    const res = await app.inject({
      url: `/api/v2/download-files/${values.taskId}/?expires=${values.expires}&signature=${values.signature}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/^\uFEFF?时间,/);
  });

  it('teardown removes the world and what the interaction created in it', async () => {
    const name = 'a user is signed in and owns an organization';
    const { values } = await state(name);
    const token = await signIn(values);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v2/organizations/',
      headers: { authorization: `Bearer ${token}` },
      payload: { slug: values.newOrgSlug, name: 'Tea Garden' },
    });
    expect(created.statusCode).toBe(201);
    const organizations = () => app.world.store.data.organizations.length;
    const before = organizations();
    const listed = await app.inject({ url: '/__mock__/provider-states', headers: control(app) });
    expect(body<{ states: Record<string, number> }>(listed).data.states[name]).toBe(1);
    expect((await state(name, 'teardown')).values).toEqual({});
    expect(organizations()).toBe(before - 2);
    expect(app.repos.organizations.bySlug(String(values.orgSlug))).toBeUndefined();
    expect(app.repos.organizations.bySlug(String(values.newOrgSlug))).toBeUndefined();
    expect(app.repos.users.byUsername(String(values.username))).toBeUndefined();
    const gone = await app.inject({
      method: 'POST',
      url: '/api/v2/account/login/',
      payload: { username: values.username, password: values.password },
    });
    expect(gone.statusCode).toBe(401);
  });

  it('sets up and tears down every state it knows, leaving the store as it was', async () => {
    const own = await testApp();
    const count = () =>
      Object.keys(KEYS)
        .map((k) => `${k}:${own.world.store.data[k as ArrayCollection].length}`)
        .join(' ');
    const before = count();
    for (const name of Object.keys(STATES)) {
      const { status, values } = await state(name, 'setup', own);
      expect(status, name).toBe(200);
      expect(Object.keys(values).length, name).toBeGreaterThan(0);
      await state(name, 'teardown', own);
    }
    expect(count()).toBe(before);
    const open = await own.inject({ url: '/__mock__/provider-states', headers: control(own) });
    expect(body(open).data).toEqual({ open: 0, states: {} });
    await own.close();
  });

  it('refuses an unknown state with a field error naming the known ones', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/__mock__/provider-states',
      headers: control(app),
      payload: { state: 'the moon is full' },
    });
    expect(res.statusCode).toBe(400);
    const err = body(res).error;
    expect(err?.code).toBe('validation_error');
    expect(err?.fields?.state?.[0]).toContain('"a user exists"');
    for (const name of ['constructor', '__proto__', 'toString'])
      expect((await state(name)).status, name).toBe(400);
  });
});
