/**
 * Whoever reaches the /__mock__ control plane can reset every tenant, so it is off in production mode unless asked for,
 * and every call needs the token in a header no other origin's page can send (docs/decisions/0141-control-plane-in-the-browser.md).
 */
import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, signIn, startMock, STRONG_SECRET, tempDir } from './support/mock';

const TOKEN = 'control-token-of-the-security-suite-0123456789';
const apps: FastifyInstance[] = [];
const cleanups: (() => void)[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  for (const c of cleanups.splice(0)) c();
});

async function mock(env: Record<string, string | undefined>, dbPath = ':memory:') {
  const app = await startMock({ env: { MOCK_DB: dbPath, ...env } });
  apps.push(app);
  return app;
}

/** Creates a project as demo, so that a reset that happened would be visible. */
async function createProject(app: FastifyInstance): Promise<string> {
  const demo = await signIn(app, 'demo');
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/projects/',
    headers: demo.headers('demo-farm'),
    payload: { name: 'Survives resets' },
  });
  expect(res.statusCode).toBe(201);
  return envelope<{ project_id: string }>(res).data.project_id;
}

async function projectExists(app: FastifyInstance, projectId: string): Promise<boolean> {
  const demo = await signIn(app, 'demo');
  const res = await app.inject({
    url: `/api/v2/projects/${projectId}/`,
    headers: demo.headers('demo-farm'),
  });
  return res.statusCode === 200;
}

describe('the control plane in production mode', () => {
  it('is off unless MOCK_CONTROL=1: a reset is 404 and the data stays', async () => {
    const app = await mock({ NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET });
    const project = await createProject(app);
    const res = await app.inject({ method: 'POST', url: '/__mock__/reset', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(await projectExists(app, project)).toBe(true);
  });

  it('refuses to start with MOCK_CONTROL=1 but no MOCK_CONTROL_TOKEN, or a short one', async () => {
    const base = { NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET, MOCK_CONTROL: '1' };
    await expect(mock({ ...base, MOCK_CONTROL_TOKEN: undefined })).rejects.toThrow(
      /MOCK_CONTROL_TOKEN/,
    );
    await expect(mock({ ...base, MOCK_CONTROL_TOKEN: 'short' })).rejects.toThrow(
      /MOCK_CONTROL_TOKEN/,
    );
  });
});

describe('whenever the control plane is on', () => {
  const on = { NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET, MOCK_CONTROL: '1' };

  it('refuses an anonymous call or a wrong token with 401, and changes nothing', async () => {
    const app = await mock({ ...on, MOCK_CONTROL_TOKEN: TOKEN });
    const project = await createProject(app);
    for (const headers of [{}, { 'x-mock-control-token': `${TOKEN}x` }]) {
      const reset = await app.inject({
        method: 'POST',
        url: '/__mock__/reset',
        headers,
        payload: {},
      });
      expect(reset.statusCode).toBe(401);
      expect(envelope(reset).error?.code).toBe('not_authenticated');
      const read = await app.inject({ url: '/__mock__/', headers });
      expect(read.statusCode).toBe(401);
    }
    expect(await projectExists(app, project)).toBe(true);
  });

  it('refuses a body that is not JSON, even with the token', async () => {
    const app = await mock({ ...on, MOCK_CONTROL_TOKEN: TOKEN });
    const project = await createProject(app);
    const headers = { 'x-mock-control-token': TOKEN };
    const form = await app.inject({
      method: 'POST',
      url: '/__mock__/reset',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    const text = await app.inject({
      method: 'POST',
      url: '/__mock__/reset',
      headers: { ...headers, 'content-type': 'text/plain' },
      payload: '{}',
    });
    for (const res of [form, text]) {
      expect(res.statusCode).toBe(415);
      expect(envelope(res).success).toBe(false);
    }
    expect(await projectExists(app, project)).toBe(true);
  });

  it('resets with the token, with or without a JSON body (the token alone needs a preflight)', async () => {
    const app = await mock({ ...on, MOCK_CONTROL_TOKEN: TOKEN });
    for (const payload of [{}, undefined]) {
      const project = await createProject(app);
      const res = await app.inject({
        method: 'POST',
        url: '/__mock__/reset',
        headers: { 'x-mock-control-token': TOKEN },
        payload,
      });
      expect(res.statusCode).toBe(200);
      expect(await projectExists(app, project)).toBe(false);
    }
  });
});

describe('development without MOCK_CONTROL_TOKEN', () => {
  it('keeps a token 0600 beside the database across restarts, requires it, and replaces it on request', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.remove);
    const dbPath = join(tmp.dir, 'db.json');
    const app = await mock({ NODE_ENV: 'development', MOCK_CONTROL_TOKEN: undefined }, dbPath);
    const file = join(tmp.dir, 'control-token');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const token = readFileSync(file, 'utf8').trim();
    expect(token.length).toBeGreaterThanOrEqual(32);
    const anonymous = await app.inject({ url: '/__mock__/' });
    expect(anonymous.statusCode).toBe(401);
    const allowed = await app.inject({
      url: '/__mock__/',
      headers: { 'x-mock-control-token': token },
    });
    expect(allowed.statusCode).toBe(200);
    await app.close();
    apps.splice(apps.indexOf(app), 1);
    const restarted = await mock(
      { NODE_ENV: 'development', MOCK_CONTROL_TOKEN: undefined },
      dbPath,
    );
    expect(readFileSync(file, 'utf8').trim()).toBe(token);
    const rotated = await restarted.inject({
      method: 'POST',
      url: '/__mock__/control-token',
      headers: { 'x-mock-control-token': token },
    });
    expect(rotated.statusCode).toBe(200);
    const fresh = envelope<{ token: string }>(rotated).data.token;
    expect(fresh).not.toBe(token);
    expect(readFileSync(file, 'utf8').trim()).toBe(fresh);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const old = await restarted.inject({
      url: '/__mock__/',
      headers: { 'x-mock-control-token': token },
    });
    expect(old.statusCode).toBe(401);
    const current = await restarted.inject({
      url: '/__mock__/',
      headers: { 'x-mock-control-token': fresh },
    });
    expect(current.statusCode).toBe(200);
  });
});

describe('a public demo heals itself', () => {
  it('says on the login document when the next scheduled reset (MOCK_RESET_EVERY) happens', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.remove);
    mkdirSync(join(tmp.dir, 'login'));
    const page = '<!doctype html><html><head><title>t</title></head><body></body></html>';
    writeFileSync(join(tmp.dir, 'index.html'), page);
    writeFileSync(join(tmp.dir, 'login', 'index.html'), page);
    const app = await startMock({
      env: { NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET, MOCK_RESET_EVERY: '30m' },
      config: { webDist: tmp.dir },
    });
    apps.push(app);
    const res = await app.inject({ url: '/login' });
    expect(res.statusCode).toBe(200);
    const meta = /<meta name="iot-demo-reset" content="every=(\d+);\s*next=([^"]+)"/.exec(res.body);
    expect(meta?.[1]).toBe('1800');
    const next = Date.parse(meta?.[2] ?? '');
    expect(next).toBeGreaterThan(Date.now());
    expect(next - Date.now()).toBeLessThanOrEqual(1800 * 1000);
    expect(next % (1800 * 1000)).toBe(0);
  });
});
