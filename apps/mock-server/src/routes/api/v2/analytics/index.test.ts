import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, login, testApp, type Session } from '#src/testing/helpers.js';

let app: FastifyInstance;
let demo: Session;
let viewer: Session;
let outsider: Session;
let projectId: string;
let otherProject: string;

beforeAll(async () => {
  app = await testApp();
  [demo, viewer, outsider] = await Promise.all([
    login(app, 'demo'),
    login(app, 'viewer'),
    login(app, 'outsider'),
  ]);
  const farm = app.repos.organizations.bySlug('demo-farm')!;
  projectId = app.repos.projects
    .ofOrganization(farm.id)
    .find((p) => app.repos.devices.ofProject(p.project_id).length > 0)!.project_id;
  otherProject = app.repos.projects.ofOrganization(
    app.repos.organizations.bySlug('other-org')!.id,
  )[0]!.project_id;
});
afterAll(() => app.close());

const base = (p: string) => `/api/v2/analytics/projects/${p}`;

describe('analytics', () => {
  it('total data_count equals the sum of the history counts of every factor of the project', async () => {
    const res = await app.inject({
      url: `${base(projectId)}/total/`,
      headers: demo.headers('demo-farm'),
    });
    expect(res.statusCode).toBe(200);
    const total = body<{ data_count: number }>(res).data.data_count;
    let sum = 0;
    for (const d of app.repos.devices.ofProject(projectId)) {
      for (const f of app.repos.factors.ofDevice(d.id)) {
        const h = await app.inject({
          url: `/api/v2/data/${f.agri_id}/?page=1&page_size=1`,
          headers: demo.headers('demo-farm'),
        });
        sum += body<{ count: number }>(h).data.count;
      }
    }
    // A minute may tick between the calls: allow one report per factor.
    const factors = app.repos.devices
      .ofProject(projectId)
      .flatMap((d) => app.repos.factors.ofDevice(d.id)).length;
    expect(sum).toBeGreaterThanOrEqual(total);
    expect(sum - total).toBeLessThanOrEqual(factors);
    expect(total).toBeGreaterThan(0);
  });

  it('hourly gives 24 buckets ending with the current hour, readable by a readonly member', async () => {
    const res = await app.inject({
      url: `${base(projectId)}/hourly/`,
      headers: viewer.headers('demo-farm'),
    });
    expect(res.statusCode).toBe(200);
    const items = body<{ items: { hour: number; data_count: number }[] }>(res).data.items;
    expect(items).toHaveLength(24);
    const hour = Number(
      new Intl.DateTimeFormat('en-US', {
        timeZone: 'Asia/Shanghai',
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(new Date()),
    );
    expect(items[23]!.hour).toBe(hour);
    expect(items.slice(0, 23).some((i) => i.data_count > 0)).toBe(true);
  });

  // The operations take no input besides the project id (a malformed one is the framework's concern).
  it('needs a session, a membership, and hides other organizations', async () => {
    expect(
      (
        await app.inject({
          url: `${base(projectId)}/total/`,
          headers: { 'x-org-slug': 'demo-farm' },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await app.inject({
          url: `${base(projectId)}/total/`,
          headers: outsider.headers('demo-farm'),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await app.inject({
          url: `${base(otherProject)}/hourly/`,
          headers: demo.headers('demo-farm'),
        })
      ).statusCode,
    ).toBe(404);
  });
});
