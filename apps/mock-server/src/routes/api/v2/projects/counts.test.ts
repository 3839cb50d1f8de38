import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '#src/lib/clock.js';
import { body, login, testApp, type Session } from '#src/testing/helpers.js';

// The device counts of a project are kept between requests (views/projects.ts): they must still follow the clock and
// every change of a device, exactly as a fresh count of the project's device list does.
const clock = manualClock(Math.floor(Date.now() / 1000));
let app: FastifyInstance;
let demo: Session;

interface Project {
  project_id: string;
  device_count: number;
  offline_device_count: number;
}

beforeAll(async () => {
  // the session outlives the hours the test moves the clock on
  app = await testApp({ rebootSeconds: 10, accessTokenTtl: 30 * 86400 }, { clock });
  demo = await login(app, 'demo');
});
afterAll(() => app.close());

const get = <T>(url: string) =>
  app.inject({ url, headers: demo.headers('demo-farm') }).then((res) => body<T>(res).data);

const projects = () => get<Project[]>('/api/v2/projects/');

/** The counts of every project as its device list says at this moment. */
async function listed(list: Project[]) {
  const out: Record<string, [number, number]> = {};
  for (const p of list) {
    const url = `/api/v2/projects/${p.project_id}/devices/?page_size=100`;
    const all = await get<{ count: number }>(url);
    const off = await get<{ count: number }>(`${url}&is_online=false`);
    out[p.project_id] = [all.count, off.count];
  }
  return out;
}
const counted = (list: Project[]) =>
  Object.fromEntries(list.map((p) => [p.project_id, [p.device_count, p.offline_device_count]]));

describe('project device counts', () => {
  it('agree with the device lists while hours pass (flapping devices change state)', async () => {
    let changed = false;
    const first = counted(await projects());
    for (let step = 0; step < 12; step++) {
      const list = await projects();
      expect(counted(list)).toEqual(await listed(list));
      if (JSON.stringify(counted(list)) !== JSON.stringify(first)) changed = true;
      clock.advance(1800);
    }
    expect(changed).toBe(true);
  });

  it('count a rebooted device offline for the reboot window and online after it', async () => {
    const [p] = await projects();
    const d = (
      await get<{ results: { id: number }[] }>(
        `/api/v2/projects/${p!.project_id}/devices/?is_online=true`,
      )
    ).results[0]!;
    const offline = async () =>
      (await get<Project>(`/api/v2/projects/${p!.project_id}/`)).offline_device_count;
    const before = await offline();
    const url = `/api/v2/projects/${p!.project_id}/devices/${d.id}/reboot/`;
    const res = await app.inject({ method: 'POST', url, headers: demo.headers('demo-farm') });
    expect(res.statusCode).toBe(200);
    expect(await offline()).toBe(before + 1);
    clock.advance(9);
    expect(await offline()).toBe(before + 1);
    clock.advance(1);
    expect(await offline()).toBe(before);
  });
});
