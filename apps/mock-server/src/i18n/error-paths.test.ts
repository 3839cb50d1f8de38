/**
 * The error paths a person meets in the console, walked in both languages: in zh every message of the answer — the
 * envelope's message, each field's, a forwarder test's error — has Chinese in it (no English passes through); in en
 * none has. docs/decisions/0160-server-message-language.md.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, login, testApp, type Session } from '#src/testing/helpers.js';

let app: FastifyInstance;
let demo: Session;
let viewer: Session;
let manager: Session;
let projectId: string;

beforeAll(async () => {
  app = await testApp({ loginMaxFailures: 2 });
  [demo, viewer, manager] = await Promise.all([
    login(app, 'demo'),
    login(app, 'viewer'),
    login(app, 'wangfang'),
  ]);
  const projects = body<{ project_id: string }[]>(
    await app.inject({ url: '/api/v2/projects/', headers: demo.headers('demo-farm') }),
  ).data;
  projectId = projects[0]!.project_id;
});
afterAll(() => app.close());

interface Case {
  name: string;
  status: number;
  request: () => InjectOptions;
}

const as = (who: Session, org?: string) => who.headers(org);

const CASES: Case[] = [
  {
    name: 'a wrong password',
    status: 401,
    request: () => ({
      method: 'POST',
      url: '/api/v2/account/login/',
      payload: { username: 'zhangwei', password: 'wrong-password' },
    }),
  },
  {
    name: 'a form that breaks the schema',
    status: 400,
    request: () => ({
      method: 'POST',
      url: '/api/v2/projects/',
      headers: as(demo, 'demo-farm'),
      payload: { name: 42, extra: true },
    }),
  },
  {
    name: 'a bind with a wrong safe code',
    status: 400,
    request: () => ({
      method: 'POST',
      url: '/api/v2/devices/bind/',
      headers: as(demo, 'demo-farm'),
      payload: { device_id: 'SIM-BIND-002', safe_code: 'WRONG' },
    }),
  },
  {
    name: 'a project moved to an organization the caller is not in',
    status: 400,
    request: () => ({
      method: 'POST',
      url: `/api/v2/projects/${projectId}/transfer/`,
      headers: as(demo, 'demo-farm'),
      payload: { target_org_slug: 'no-such-org' },
    }),
  },
  {
    name: 'a wrong current password',
    status: 400,
    request: () => ({
      method: 'POST',
      url: '/api/v2/account/change-password/',
      headers: as(demo),
      payload: { old_password: 'nope', new_password: 'Demo#2026x', confirm_password: 'Demo#2026y' },
    }),
  },
  {
    name: 'a readonly member renaming a project',
    status: 403,
    request: () => ({
      method: 'PATCH',
      url: `/api/v2/projects/${projectId}/`,
      headers: as(viewer, 'demo-farm'),
      payload: { name: 'x' },
    }),
  },
  {
    name: 'an organization the caller is not a member of',
    status: 403,
    request: () => ({ url: '/api/v2/projects/', headers: as(demo, 'other-org') }),
  },
  {
    name: 'a manager removing the owner',
    status: 403,
    request: () => ({
      method: 'DELETE',
      url: '/api/v2/users/1/',
      headers: as(manager, 'demo-farm'),
    }),
  },
  {
    name: 'a project that does not exist',
    status: 404,
    request: () => ({ url: '/api/v2/projects/proj_nope/', headers: as(demo, 'demo-farm') }),
  },
  {
    name: 'a token that expired before today',
    status: 400,
    request: () => ({
      method: 'POST',
      url: '/api/v2/tokens/',
      headers: as(demo, 'demo-farm'),
      payload: {
        name: '  ',
        access_config: { role: 'readonly', all_projects: true, projects: [] },
        expires_at: '2020-01-01T00:00:00Z',
      },
    }),
  },
  {
    name: 'a signed-out caller',
    status: 401,
    request: () => ({ url: '/api/v2/account/' }),
  },
  {
    name: 'a path no operation has',
    status: 404,
    request: () => ({ url: '/api/v2/nothing-here/' }),
  },
  {
    name: 'a method a path does not take',
    status: 405,
    request: () => ({ method: 'DELETE', url: '/api/v2/account/login/' }),
  },
];

const HAN = /\p{Script=Han}/u;

/** Every message an answer carries for people. */
function messages(json: ReturnType<typeof body>): string[] {
  const error = json.error;
  if (!error) return [String((json.data as { error?: string }).error)];
  return [error.message, ...Object.values(error.fields ?? {}).flat()];
}

describe('the error paths of the console, in both languages', () => {
  it.each(CASES)('$name', async ({ status, request }) => {
    for (const [language, chinese] of [
      ['zh-CN,zh;q=0.9', true],
      ['en-US,en;q=0.9', false],
    ] as const) {
      const options = request();
      const res = await app.inject({
        ...options,
        headers: { ...options.headers, 'accept-language': language },
      });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-language']).toBe(chinese ? 'zh' : 'en');
      const said = messages(body(res));
      expect(said.length).toBeGreaterThan(0);
      for (const text of said) expect(HAN.test(text), `${language}: ${text}`).toBe(chinese);
    }
  });

  it('a refused sign-in after too many failures, and a forwarder test that cannot reach its receiver', async () => {
    const signIn = (language: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/account/login/',
        headers: { 'accept-language': language },
        payload: { username: 'emily', password: 'wrong-password' },
      });
    await signIn('zh');
    await signIn('zh');
    const [zh, en] = [await signIn('zh'), await signIn('en')];
    expect([zh.statusCode, en.statusCode]).toEqual([429, 429]);
    expect(body(zh).error?.message).toMatch(/^登录失败次数过多，请 \d+ 秒后再试$/);
    expect(body(en).error?.message).toMatch(/^Too many failed sign-ins; try again in \d+ seconds$/);

    const test = (language: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/forwarders/post/test/',
        headers: { ...demo.headers('demo-farm'), 'accept-language': language },
        payload: { url: 'http://127.0.0.1:5499/' },
      });
    const result = (res: Awaited<ReturnType<typeof test>>) =>
      body<{ ok: boolean; error: string }>(res).data;
    expect(result(await test('zh'))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^无法连接接收端/),
    });
    expect(result(await test('en'))).toMatchObject({
      ok: false,
      error: expect.stringMatching(/^The receiver could not be reached/),
    });
  });
});
