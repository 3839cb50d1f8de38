/**
 * Download links: a link signed only over task id + expiry outlived the data it was issued for
 * — after a reset, the same task id belonged to another tenant and the old link served that tenant's file. A link must
 * be bound to the task, its organization and the database instance that issued it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createExport, downloadUrl, settledTasks, yesterday } from '#src/testing/exports.js';
import { controlCall, login, testApp, type Session } from '#src/testing/helpers.js';

/** Exports one day of the first device with factors in `org`'s first project; resolves with task id and link. */
async function exportOf(app: FastifyInstance, who: Session, org: string) {
  const o = app.repos.organizations.bySlug(org)!;
  const device = app.repos.devices
    .ofOrganization(o.id)
    .find((d) => d.project_id && app.repos.factors.ofDevice(d.id).some((f) => f.the_type >= 1000))!;
  const res = await createExport(app, who, org, device.project_id!, {
    device_id: device.id,
    factors: app.repos.factors.ofDevice(device.id).map((f) => f.id),
    ...yesterday(),
  });
  expect(res.statusCode, res.body).toBe(201);
  const id = (res.json() as { data: { id: number } }).data.id;
  const task = (await settledTasks(app, who, org, device.project_id!)).find((t) => t.id === id);
  expect(task?.status).toBe('completed');
  return { id, url: await downloadUrl(app, who, org, device.project_id!, id) };
}

describe('download links are bound to task, organization and database instance', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp();
  });
  afterAll(() => app.close());

  it('a link from before a reset does not serve the other tenant’s file that now has its task id', async () => {
    const demo = await login(app, 'demo');
    const before = await exportOf(app, demo, 'demo-farm');
    expect((await app.inject({ url: before.url })).statusCode).toBe(200);

    const reset = await controlCall(app, 'POST', 'reset');
    expect(reset.statusCode).toBe(200);
    const outsider = await login(app, 'outsider');
    const after = await exportOf(app, outsider, 'other-org');
    expect(after.id, 'the reset hands out the same task id again').toBe(before.id);

    const stale = await app.inject({ url: before.url });
    expect(stale.statusCode).toBe(403);
    expect(stale.headers['content-type']).toContain('application/json');
    expect((await app.inject({ url: after.url })).statusCode).toBe(200);
  });
});

describe('a link of one database does not open another database’s file', () => {
  const saved = process.env.MOCK_DOWNLOAD_SECRET;
  afterEach(() => {
    if (saved === undefined) delete process.env.MOCK_DOWNLOAD_SECRET;
    else process.env.MOCK_DOWNLOAD_SECRET = saved;
  });

  it('refuses a link signed by another instance even with the same signing secret', async () => {
    process.env.MOCK_DOWNLOAD_SECRET = 'shared-secret-of-two-deployments';
    const [one, two] = await Promise.all([testApp(), testApp()]);
    try {
      const [a, b] = await Promise.all([login(one, 'demo'), login(two, 'outsider')]);
      const fromOne = await exportOf(one, a, 'demo-farm');
      const fromTwo = await exportOf(two, b, 'other-org');
      expect(fromTwo.id).toBe(fromOne.id);
      expect((await two.inject({ url: fromOne.url })).statusCode).toBe(403);
      expect((await two.inject({ url: fromTwo.url })).statusCode).toBe(200);
    } finally {
      await Promise.all([one.close(), two.close()]);
    }
  });
});
