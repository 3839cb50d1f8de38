import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FactorRecord } from '#src/db/types.js';
import { body, login, testApp, type Session } from '#src/testing/helpers.js';

let app: FastifyInstance;
let demo: Session;
let outsider: Session;
let factor: FactorRecord;
let foreign: FactorRecord;

interface Page {
  count: number;
  results: { t: number; value: number }[];
}

beforeAll(async () => {
  app = await testApp();
  [demo, outsider] = await Promise.all([login(app, 'demo'), login(app, 'outsider')]);
  const farm = app.repos.organizations.bySlug('demo-farm')!;
  const other = app.repos.organizations.bySlug('other-org')!;
  const numeric = (orgId: number) =>
    app.repos.devices
      .ofOrganization(orgId)
      .flatMap((d) => app.repos.factors.ofDevice(d.id))
      .find((f) => f.the_type >= 1000 && f.enabled)!;
  factor = numeric(farm.id);
  foreign = numeric(other.id);
});
afterAll(() => app.close());

const url = (agri: string, q = 'page=1&page_size=1000') => `/api/v2/data/${agri}/?${q}`;

describe('getFactorHistory', () => {
  it('pages 7 days of history newest first with an exact count, the same on every read', async () => {
    const min = Math.floor(Date.now() / 1000) - 604800;
    const first = await app.inject({
      url: url(factor.agri_id, `page=2&page_size=1000&min_timestamp=${min}`),
      headers: demo.headers('demo-farm'),
    });
    expect(first.statusCode).toBe(200);
    const page = body<Page>(first).data;
    expect(page.count).toBeGreaterThan(1000);
    expect(page.results).toHaveLength(1000);
    expect(page.results[0]!.t).toBeGreaterThan(page.results[999]!.t);
    expect(page.results.every((p) => p.t >= min)).toBe(true);
    const again = await app.inject({
      url: url(factor.agri_id, `page=2&page_size=1000&min_timestamp=${min}`),
      headers: demo.headers('demo-farm'),
    });
    // The same instants read the same values (a new minute may shift the page by one point).
    const before = new Map(page.results.map((p) => [p.t, p.value]));
    const shared = body<Page>(again).data.results.filter((p) => before.has(p.t));
    expect(shared.length).toBeGreaterThanOrEqual(998);
    for (const p of shared) expect(p.value).toBe(before.get(p.t));
  });

  it('refuses a page_size over 1000 with a field error', async () => {
    const res = await app.inject({
      url: url(factor.agri_id, 'page_size=5000'),
      headers: demo.headers('demo-farm'),
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).error?.fields?.page_size).toBeTruthy();
  });

  it('needs a session', async () => {
    const res = await app.inject({
      url: url(factor.agri_id),
      headers: { 'x-org-slug': 'demo-farm' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('is 403 for an organization the caller is not a member of (wrong role for the org)', async () => {
    const res = await app.inject({
      url: url(factor.agri_id),
      headers: outsider.headers('demo-farm'),
    });
    expect(res.statusCode).toBe(403);
  });

  it("is 404 for another organization's factor and an unknown agri_id", async () => {
    const res = await app.inject({ url: url(foreign.agri_id), headers: demo.headers('demo-farm') });
    expect(res.statusCode).toBe(404);
    expect(body(res).error?.code).toBe('not_found');
    const unknown = await app.inject({
      url: url('NO_SUCH_FACTOR'),
      headers: demo.headers('demo-farm'),
    });
    expect(unknown.statusCode).toBe(404);
  });
});
