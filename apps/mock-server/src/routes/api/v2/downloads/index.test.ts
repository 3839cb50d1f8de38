import { existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceRecord } from '#src/db/types.js';
import { signDownload } from '#src/services/download-links.js';
import { worldServices } from '#src/services/world-services.js';
import { body, ENGLISH, login, testApp, type Session } from '#src/testing/helpers.js';

let app: FastifyInstance;
let demo: Session;
let viewer: Session;
let outsider: Session;
let device: DeviceRecord;
let projectId: string;
let factorIds: number[];

interface Task {
  id: number;
  status: string;
  progress: number;
  error_msg: string | null;
  file_size: number | null;
  name: string;
}

beforeAll(async () => {
  app = await testApp();
  [demo, viewer, outsider] = await Promise.all([
    login(app, 'demo'),
    login(app, 'viewer'),
    login(app, 'outsider'),
  ]);
  const farm = app.repos.organizations.bySlug('demo-farm')!;
  device = app.repos.devices
    .ofOrganization(farm.id)
    .find((d) => d.project_id && app.repos.factors.ofDevice(d.id).some((f) => f.the_type >= 1000))!;
  projectId = device.project_id!;
  factorIds = app.repos.factors.ofDevice(device.id).map((f) => f.id);
});
afterAll(() => app.close());

const tasksUrl = () => `/api/v2/projects/${projectId}/data-download-tasks/`;
const yesterday = () => {
  const now = Math.floor(Date.now() / 1000);
  const start = now - 86400 - ((now + 8 * 3600) % 86400);
  return { start_time: start, end_time: start + 86399 };
};

async function create(payload: Record<string, unknown>, who = demo) {
  return app.inject({
    method: 'POST',
    url: tasksUrl(),
    headers: who.headers('demo-farm'),
    payload,
  });
}

describe('download tasks', () => {
  it('exports one day to a CSV with a BOM and Chinese headers, downloadable through a signed link', async () => {
    const res = await create({ device_id: device.id, factors: factorIds, ...yesterday() });
    expect(res.statusCode).toBe(201);
    const task = body<Task>(res).data;
    expect(task).toMatchObject({
      status: 'pending',
      progress: 0,
      error_msg: null,
      file_size: null,
    });
    expect(task.name).toContain(device.device_name);
    await worldServices(app).exports.idle();
    const list = body<Task[]>(
      await app.inject({ url: tasksUrl(), headers: viewer.headers('demo-farm') }),
    ).data;
    const done = list.find((t) => t.id === task.id)!;
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    expect(done.file_size).toBeGreaterThan(1000);

    const link = await app.inject({
      url: `${tasksUrl()}${task.id}/download/`,
      headers: viewer.headers('demo-farm'),
    });
    expect(link.statusCode).toBe(200);
    const { download_url, expires_at } = body<{ download_url: string; expires_at: number }>(
      link,
    ).data;
    expect(expires_at).toBeGreaterThan(Date.now() / 1000);
    const file = await app.inject({ url: download_url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(String(file.headers['content-disposition'])).toContain("filename*=UTF-8''");
    expect([...file.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = file.rawPayload.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]!.startsWith('时间,')).toBe(true);
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:00,/);
    expect(file.rawPayload.length).toBe(done.file_size);
  });

  it('refuses tampered and expired links with 403', async () => {
    const task = body<Task>(
      await create({ device_id: device.id, factors: factorIds.slice(0, 1), ...yesterday() }),
    ).data;
    await worldServices(app).exports.idle();
    const link = body<{ download_url: string }>(
      await app.inject({
        url: `${tasksUrl()}${task.id}/download/`,
        headers: demo.headers('demo-farm'),
      }),
    ).data.download_url;
    const tampered = link.replace(
      /signature=([0-9a-f])/,
      (_m, c: string) => `signature=${c === 'a' ? 'b' : 'a'}`,
    );
    expect((await app.inject({ url: tampered })).statusCode).toBe(403);
    const past = Math.floor(Date.now() / 1000) - 5;
    const secret = worldServices(app).downloadSecret;
    const expired = await app.inject({
      url: `/api/v2/download-files/${task.id}/?expires=${past}&signature=${signDownload(secret, { instance: app.repos.instanceId(), orgId: app.repos.organizations.bySlug('demo-farm')!.id, taskId: task.id }, past)}`,
    });
    expect(expired.statusCode).toBe(403);
    expect(body(expired).error?.message).toBe('下载链接已过期，请重新获取。');
  });

  it('fails a range over 31 days with error_msg; a link for a failed task is 409', async () => {
    const now = Math.floor(Date.now() / 1000);
    const task = body<Task>(
      await create({
        device_id: device.id,
        factors: factorIds,
        start_time: now - 40 * 86400,
        end_time: now,
      }),
    ).data;
    await worldServices(app).exports.idle();
    // the stored failure reads in the language of whoever lists the tasks
    const failure = async (language = {}) =>
      body<Task[]>(
        await app.inject({
          url: tasksUrl(),
          headers: { ...demo.headers('demo-farm'), ...language },
        }),
      ).data.find((t) => t.id === task.id);
    expect(await failure()).toMatchObject({ status: 'failed', error_msg: '时间范围超过 31 天。' });
    expect((await failure(ENGLISH))?.error_msg).toBe('The time range is longer than 31 days.');
    const link = await app.inject({
      url: `${tasksUrl()}${task.id}/download/`,
      headers: demo.headers('demo-farm'),
    });
    expect([link.statusCode, body(link).error?.message]).toEqual([
      409,
      '任务状态为“失败”，只有已完成的任务才能下载。',
    ]);
  });

  it('deleting a task deletes its file', async () => {
    const task = body<Task>(
      await create({ device_id: device.id, factors: factorIds, ...yesterday() }),
    ).data;
    await worldServices(app).exports.idle();
    const path = worldServices(app).exports.filePath(task.id);
    expect(existsSync(path)).toBe(true);
    const del = await app.inject({
      method: 'DELETE',
      url: `${tasksUrl()}${task.id}/`,
      headers: demo.headers('demo-farm'),
    });
    expect(del.statusCode).toBe(204);
    expect(existsSync(path)).toBe(false);
  });

  it('validates the payload: unknown factor, reversed range, missing fields', async () => {
    const foreign = await create({ device_id: device.id, factors: [999999], ...yesterday() });
    expect(foreign.statusCode).toBe(400);
    expect(body(foreign).error?.fields?.factors).toBeTruthy();
    const reversed = await create({
      device_id: device.id,
      factors: factorIds,
      start_time: 200,
      end_time: 100,
    });
    expect(body(reversed).error?.fields?.end_time).toBeTruthy();
    const missing = await create({ device_id: device.id });
    expect(missing.statusCode).toBe(400);
  });

  it('needs a session, an operator role, and hides other organizations', async () => {
    expect(
      (await app.inject({ url: tasksUrl(), headers: { 'x-org-slug': 'demo-farm' } })).statusCode,
    ).toBe(401);
    const ro = await create({ device_id: device.id, factors: factorIds, ...yesterday() }, viewer);
    expect(ro.statusCode).toBe(403);
    expect(
      (await app.inject({ url: tasksUrl(), headers: outsider.headers('demo-farm') })).statusCode,
    ).toBe(403);
    const other = app.repos.projects.ofOrganization(
      app.repos.organizations.bySlug('other-org')!.id,
    )[0]!.project_id;
    const task = body<Task>(
      await create({ device_id: device.id, factors: factorIds, ...yesterday() }),
    ).data;
    const cross = await app.inject({
      url: `/api/v2/projects/${other}/data-download-tasks/${task.id}/download/`,
      headers: outsider.headers('other-org'),
    });
    expect(cross.statusCode).toBe(404);
    await worldServices(app).exports.idle();
  });
});
