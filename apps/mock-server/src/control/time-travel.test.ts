/**
 * Time travel (docs/mock-server.md#time): a world whose clock jumps 31 days at once answers what a world that lived
 * those days answers — history, analytics, device states, export tasks and their files — and work that fell due meanwhile
 * (an export paced on the world's time, a reboot, the expiry of old exports) has happened.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceRecord } from '#src/db/types.js';
import { manualClock } from '#src/lib/clock.js';
import { body, testApp } from '#src/testing/helpers.js';

const START = 1_795_000_000;
const DAY = 86400;
let app: FastifyInstance;

beforeAll(async () => {
  // exports paced on the world's time (a minute of it per 500 rows), the expiry of old ones after a week
  app = await testApp(
    { exportChunkDelayMs: 60_000, exportRetentionSeconds: 7 * DAY },
    { clock: manualClock(START) },
  );
});
afterAll(() => app.close());

/** One sandbox of the test, seen through the API and the control plane. */
function world(name: string) {
  const headers = (extra: Record<string, string> = {}) => ({
    'x-mock-sandbox': name,
    'x-mock-control-token': app.config.controlToken ?? '',
    ...extra,
  });
  const control = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    app.inject({ method, url: `/__mock__/${url}`, headers: headers(), payload });
  const api = async (url: string, method: 'GET' | 'POST' = 'GET', payload?: object) => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v2/account/login/',
      headers: headers(),
      payload: { username: 'demo', password: 'demo123456' },
    });
    const access = body<{ token: { access: string } }>(login).data.token.access;
    const res = await app.inject({
      method,
      url,
      headers: headers({ authorization: `Bearer ${access}`, 'x-org-slug': 'demo-farm' }),
      payload,
    });
    return { status: res.statusCode, data: body(res).data, raw: res };
  };
  const advance = (seconds: number) => control('POST', 'clock/advance', { seconds });
  /** The file of a completed export task, through its signed link. */
  const file = async (projectId: string, taskId: number) => {
    const link = await api(`/api/v2/projects/${projectId}/data-download-tasks/${taskId}/download/`);
    const url = (link.data as { download_url: string }).download_url;
    return (await app.inject({ url, headers: headers() })).body;
  };
  return { control, api, advance, file };
}

/** What a world answers about a project and one of its devices at its now. */
async function observe(w: ReturnType<typeof world>, device: DeviceRecord, agriId: string) {
  const project = device.project_id!;
  const clock = body<{ now: string }>(await w.control('GET', 'clock')).data.now;
  const history = await w.api(`/api/v2/data/${agriId}/?page_size=200`);
  const total = await w.api(`/api/v2/analytics/projects/${project}/total/`);
  const hourly = await w.api(`/api/v2/analytics/projects/${project}/hourly/`);
  const devices = await w.api(`/api/v2/projects/${project}/devices/`);
  const tasks = await w.api(`/api/v2/projects/${project}/data-download-tasks/`);
  return {
    clock,
    history: history.data,
    total: total.data,
    hourly: hourly.data,
    devices: devices.data,
    tasks: tasks.data as { id: number; status: string; progress: number; file_size: number }[],
  };
}

describe('a world moved 31 days at once and a world that lived them', () => {
  let device: DeviceRecord;
  let agriId: string;
  const jumped = world('jumped');
  const lived = world('lived');

  beforeAll(async () => {
    const farm = app.repos.organizations.bySlug('demo-farm')!;
    device = app.repos.devices.ofOrganization(farm.id).find((d) => d.project_id !== null)!;
    agriId = app.repos.factors.ofDevice(device.id).find((f) => f.the_type >= 1000)!.agri_id;
    // the same things happen in both at the same time: an export of the last day, a reboot
    for (const w of [jumped, lived]) {
      const factors = app.repos.factors.ofDevice(device.id).map((f) => f.id);
      const created = await w.api(
        `/api/v2/projects/${device.project_id}/data-download-tasks/`,
        'POST',
        { device_id: device.id, factors, start_time: START - DAY, end_time: START },
      );
      expect(created.status).toBe(201);
      await w.control('POST', `devices/${device.id}/state`, { state: 'online' });
      await w.control('POST', `devices/${device.id}/reboot`);
    }
  });

  it('answers the same a day later: the paced export finished with the same file, the reboot is over', async () => {
    const before = await observe(jumped, device, agriId);
    expect(before.tasks[0]?.status).not.toBe('completed');
    const moved = await jumped.advance(DAY);
    expect(moved.statusCode).toBe(200);
    // a lived day: every ten minutes of it, its timers running as they fall due
    for (let i = 0; i < DAY / 600; i++) expect((await lived.advance(600)).statusCode).toBe(200);
    const a = await observe(jumped, device, agriId);
    const b = await observe(lived, device, agriId);
    expect(a).toEqual(b);
    expect(a.tasks[0]).toMatchObject({ status: 'completed', progress: 100 });
    const [fileA, fileB] = await Promise.all(
      [jumped, lived].map((w) => w.file(device.project_id!, a.tasks[0]!.id)),
    );
    expect(fileA).toContain('时间');
    expect(fileA).toBe(fileB);
    const { results } = a.devices as { results: { id: number; is_online: boolean }[] };
    expect(results.find((d) => d.id === device.id)?.is_online).toBe(true);
    expect(a.history).not.toEqual(before.history);
    expect(a.hourly).not.toEqual(before.hourly);
  });

  it('answers the same 31 days later: the week-old export is gone from both', async () => {
    expect((await jumped.advance(30 * DAY)).statusCode).toBe(200);
    for (let i = 0; i < 30 * 4; i++) expect((await lived.advance(DAY / 4)).statusCode).toBe(200);
    const a = await observe(jumped, device, agriId);
    const b = await observe(lived, device, agriId);
    expect(Date.parse(a.clock) / 1000).toBe(START + 31 * DAY);
    expect(a).toEqual(b);
    expect(a.tasks).toEqual([]);
  });
});
