/**
 * Contract hygiene (docs/security.md#contract-hygiene-owasp-api-security-top-10): the OWASP API Security Top 10 ruleset holds the document to rate
 * limits, bounded lists, CORS headers and declared 429/500 answers. What the document now says, the mock must do:
 * every API answer carries the RateLimit headers and a client over its limit gets 429 with Retry-After; an allowed
 * cross-origin caller gets Access-Control-Allow-Origin, another does not; and every list the document bounds with
 * maxItems is bounded at creation (409), so no answer can outgrow it.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, login, testApp, type Session } from '#src/testing/helpers.js';

const RATE_HEADERS = ['ratelimit-limit', 'ratelimit-remaining', 'ratelimit-reset'];

describe('contract: rate limits the document declares', () => {
  let app: FastifyInstance;
  let demo: Session;
  beforeAll(async () => {
    app = await testApp({ rateLimitPerMinute: 8 });
    demo = await login(app, 'demo');
  });
  afterAll(() => app.close());

  it('sends RateLimit headers on successes and errors, and 429 with Retry-After over the limit', async () => {
    const answers = [
      await app.inject({ url: '/api/v2/account/', headers: demo.headers() }),
      await app.inject({ url: '/api/v2/account/' }),
      await app.inject({
        url: '/api/v2/projects/proj_missing/',
        headers: demo.headers('demo-farm'),
      }),
      await app.inject({
        url: '/api/v2/projects/?search=' + 'x'.repeat(500),
        headers: demo.headers('demo-farm'),
      }),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([200, 401, 404, 400]);
    for (const a of answers) for (const h of RATE_HEADERS) expect(a.headers[h], h).toBeDefined();
    expect(Number(answers[3]!.headers['ratelimit-remaining'])).toBeLessThan(
      Number(answers[0]!.headers['ratelimit-remaining']),
    );
    let last = answers[3]!;
    for (let i = 0; i < 10 && last.statusCode !== 429; i++)
      last = await app.inject({ url: '/api/v2/account/', headers: demo.headers() });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect(body(last)).toMatchObject({ success: false, data: null, error: { code: 'throttled' } });
  });
});

describe('contract: CORS as the document declares it', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testApp({ corsOrigins: ['https://console.example.org'] });
  });
  afterAll(() => app.close());

  it('allows the configured origin only, preflight included', async () => {
    const allowed = await app.inject({
      url: '/api/v2/account/',
      headers: { origin: 'https://console.example.org' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe('https://console.example.org');
    const other = await app.inject({
      url: '/api/v2/account/',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/v2/projects/',
      headers: {
        origin: 'https://console.example.org',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type,x-org-slug',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/x-org-slug/i);
  });
});

describe('contract: lists the document bounds are bounded at creation', () => {
  let app: FastifyInstance;
  let demo: Session;
  beforeAll(async () => {
    // Over a thousand creations in a few seconds: far beyond the default per-client rate limit.
    app = await testApp({ rateLimitPerMinute: 100_000 });
    demo = await login(app, 'demo');
  });
  afterAll(() => app.close());

  const limit = (schema: string) => app.contract.schemaLimit(schema, 'data', 'maxItems');
  const post = (url: string, payload: Record<string, unknown>, org?: string) =>
    app.inject({ method: 'POST', url, headers: demo.headers(org), payload });

  /** Creates through the API until the list holds `max`, then expects the next one refused with 409. */
  async function fillThenRefuse(
    max: number,
    count: () => number,
    create: (i: number) => Promise<{ statusCode: number; body: string }>,
  ) {
    for (let i = 0; count() < max; i++) {
      const res = await create(i);
      expect(res.statusCode, res.body).toBeLessThan(300);
    }
    const over = await create(max + 1);
    expect(over.statusCode, over.body).toBe(409);
    expect(body(over as never).error?.message).toContain(String(max));
  }

  it('organizations of a user', async () => {
    const user = app.repos.users.byUsername('demo')!;
    await fillThenRefuse(
      limit('OrganizationListResponse'),
      () => app.repos.organizations.membershipsOf(user.id).length,
      (i) => post('/api/v2/organizations/', { slug: `bounded-${i}`, name: `Bounded ${i}` }),
    );
  });

  it('projects of an organization', async () => {
    const org = app.repos.organizations.bySlug('demo-farm')!;
    await fillThenRefuse(
      limit('ProjectListResponse'),
      () => app.repos.projects.ofOrganization(org.id).length,
      (i) => post('/api/v2/projects/', { name: `Bounded ${i}` }, 'demo-farm'),
    );
  });

  it('API access tokens of an organization', async () => {
    const org = app.repos.organizations.bySlug('demo-farm')!;
    await fillThenRefuse(
      limit('AccessTokenListResponse'),
      () => app.repos.tokens.ofOrganization(org.id).length,
      (i) =>
        post(
          '/api/v2/tokens/',
          {
            name: `Bounded ${i}`,
            access_config: { role: 'readonly', all_projects: true, projects: [] },
            expires_at: null,
          },
          'demo-farm',
        ),
    );
  });

  it('sub-users and blacklist of an organization', async () => {
    const org = app.repos.organizations.bySlug('greenhouse-lab')!;
    const members = () => app.repos.organizations.membersOf(org.id).length;
    await fillThenRefuse(limit('UserListResponse'), members, (i) =>
      post(
        '/api/v2/users/',
        { username: `bounded_${i}`, password: 'bounded-password' },
        'greenhouse-lab',
      ),
    );
    // Only members other than the owner can be barred, so the members' bound keeps the blacklist under its own; its
    // bound is checked with entries of former members already stored (a blacklist entry outlives the membership).
    const max = limit('BlacklistListResponse');
    const member = app.repos.organizations.membersOf(org.id).find((m) => m.role !== 'owner')!;
    for (let i = 0; i < max; i++)
      app.repos.organizations.bar(org.id, 1_000_000 + i, null, Date.now());
    const over = await post(
      '/api/v2/users/blacklist/',
      { username: app.repos.users.byId(member.user_id)!.username },
      'greenhouse-lab',
    );
    expect(over.statusCode, over.body).toBe(409);
    expect(body(over as never).error?.message).toContain(String(max));
  }, 60_000);
});
