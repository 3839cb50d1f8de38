import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { build } from './app.js';
import { body, ENGLISH, login, testApp, type Session } from '#src/testing/helpers.js';
import { PRODUCTION_SAMPLE } from '#src/openapi/operation.js';

let app: FastifyInstance;
let demo: Session;

beforeAll(async () => {
  app = await testApp();
  demo = await login(app, 'demo');
});
afterAll(() => app.close());

describe('the envelope on every answer', () => {
  it('answers an unknown route with 404 not_found', async () => {
    const res = await app.inject({ url: '/api/v2/nothing-here/' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      data: null,
      error: { code: 'not_found', message: expect.any(String) },
    });
  });

  it('answers a wrong method with 405 and Allow', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/v2/projects/',
      headers: demo.headers('demo-farm'),
    });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe('GET, POST');
    expect(body(res).error?.code).toBe('method_not_allowed');
  });

  it('answers malformed JSON with 400 parse_error', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/account/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "demo",',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).error?.code).toBe('parse_error');
  });

  it('answers a body over 1 MB with 413 payload_too_large', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/account/login/',
      payload: { username: 'demo', password: 'x'.repeat(1_100_000) },
    });
    expect(res.statusCode).toBe(413);
    expect(body(res).error?.code).toBe('payload_too_large');
  });

  it('answers an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/account/login/',
      headers: { 'content-type': 'text/plain' },
      payload: 'username=demo',
    });
    expect(res.statusCode).toBe(415);
    expect(body(res).error?.code).toBe('unsupported_media_type');
  });

  it('answers a missing body with a validation error, never a 500', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v2/account/login/' });
    expect(res.statusCode).toBe(400);
    expect(body(res).error?.code).toBe('validation_error');
  });
});

describe('request validation from the document', () => {
  it('refuses a body that breaks the schema with per-field messages', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v2/account/login/',
      headers: ENGLISH,
      payload: { username: 42, extra: true },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).error).toMatchObject({
      code: 'validation_error',
      fields: {
        username: ['Must be a string.'],
        password: ['This field is required.'],
        extra: ['Unknown field.'],
        non_field_errors: [],
      },
    });
  });

  it('does not coerce body types (strict) but coerces query strings', async () => {
    const strict = await app.inject({
      method: 'PATCH',
      url: '/api/v2/projects/proj_none/',
      headers: { ...demo.headers('demo-farm'), ...ENGLISH },
      payload: { favorite: 'true' },
    });
    expect(strict.statusCode).toBe(400);
    expect(body(strict).error?.fields?.favorite).toEqual(['Must be true or false.']);
    const query = await app.inject({
      url: '/api/v2/devices/?page=2&page_size=5&is_online=true',
      headers: demo.headers('demo-farm'),
    });
    expect(query.statusCode).toBe(200);
    const bad = await app.inject({
      url: '/api/v2/devices/?page_size=1001',
      headers: { ...demo.headers('demo-farm'), ...ENGLISH },
    });
    expect(body(bad).error?.fields?.page_size).toEqual([
      'Ensure this value is less than or equal to 1000.',
    ]);
  });

  it('requires X-Org-Slug on organization-scoped calls', async () => {
    const res = await app.inject({
      url: '/api/v2/projects/',
      headers: { ...demo.headers(), ...ENGLISH },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).error?.fields?.['X-Org-Slug']).toEqual(['This field is required.']);
  });
});

describe('reply validation against the document', () => {
  it('fails loudly (500) when a reply breaks the schema, in development and tests', async () => {
    const strict = await build({ config: { dbPath: ':memory:', bcryptRounds: 4 } });
    strict.addHook('preSerialization', async (req, _reply, payload: unknown) =>
      req.url === '/api/v2/account/'
        ? { ...(payload as object), data: { id: 'one', username: 1 } }
        : payload,
    );
    const s = await login(strict, 'demo');
    const res = await strict.inject({ url: '/api/v2/account/', headers: s.headers() });
    expect(res.statusCode).toBe(500);
    expect(body(res).error?.code).toBe('server_error');
    // the status the handler answered, not the 500 this answer carries
    expect(body(res).error?.message).toContain('The reply of getAccount (200)');
    await strict.close();
  });

  it('only logs the mismatch in the demo (MOCK_STRICT_RESPONSES=0)', async () => {
    const lines: string[] = [];
    const lenient = await build({
      config: { dbPath: ':memory:', bcryptRounds: 4, strictResponses: false },
      logger: { level: 'error', stream: { write: (l: string) => lines.push(l) } },
    });
    lenient.addHook('preSerialization', async (req, _reply, payload: unknown) =>
      req.url === '/api/v2/account/' ? { ...(payload as object), data: { id: 'one' } } : payload,
    );
    const s = await login(lenient, 'demo');
    const mismatches = () =>
      lines.filter((l) => l.includes('reply does not match the OpenAPI document')).length;
    const answer = async () => {
      const res = await lenient.inject({ url: '/api/v2/account/', headers: s.headers() });
      expect(res.statusCode).toBe(200);
      // written as it is (JSON.stringify), though the document's serializer cannot write an id of 'one'
      expect(body(res).data).toEqual({ id: 'one' });
    };
    // the first answer is checked right after it went out (it does not wait for the validator to compile) …
    await answer();
    await vi.waitFor(() => expect(mismatches()).toBe(1));
    // … then one body in PRODUCTION_SAMPLE
    for (let i = 1; i < PRODUCTION_SAMPLE; i++) await answer();
    expect(mismatches()).toBe(1);
    await answer();
    expect(mismatches()).toBe(2);
    await lenient.close();
  });
});

describe('reply serialization from the document', () => {
  const withUndeclared = (app: FastifyInstance): void => {
    app.addHook('preSerialization', async (req, _reply, payload: unknown) => {
      const p = payload as { data?: unknown };
      return req.url === '/api/v2/projects/' && Array.isArray(p.data)
        ? { ...p, data: p.data.map((project: object) => ({ ...project, secret: 'x' })) }
        : payload;
    });
  };

  it('refuses (500) a reply with a property the document does not declare, in development and tests', async () => {
    const strict = await build({ config: { dbPath: ':memory:', bcryptRounds: 4 } });
    withUndeclared(strict);
    const s = await login(strict, 'demo');
    const res = await strict.inject({ url: '/api/v2/projects/', headers: s.headers('demo-farm') });
    expect(res.statusCode).toBe(500);
    expect(body(res).error?.code).toBe('server_error');
    await strict.close();
  });

  it('leaves an undeclared property out in the demo, and writes the declared ones', async () => {
    const lenient = await build({
      config: { dbPath: ':memory:', bcryptRounds: 4, strictResponses: false },
    });
    withUndeclared(lenient);
    const s = await login(lenient, 'demo');
    const res = await lenient.inject({ url: '/api/v2/projects/', headers: s.headers('demo-farm') });
    expect(res.statusCode).toBe(200);
    const projects = body(res).data as Record<string, unknown>[];
    expect(projects.length).toBeGreaterThan(0);
    for (const p of projects) {
      expect(p).not.toHaveProperty('secret');
      expect(Object.keys(p).sort()).toEqual([
        'created_at',
        'device_count',
        'favorite',
        'name',
        'offline_device_count',
        'project_id',
      ]);
    }
    await lenient.close();
  });
});

describe('request log', () => {
  it('writes one line per request: method, path, status and time', async () => {
    const lines: { msg: string; statusCode?: number }[] = [];
    const logged = await build({
      config: { dbPath: ':memory:', bcryptRounds: 4 },
      logger: { level: 'info', stream: { write: (l: string) => lines.push(JSON.parse(l)) } },
    });
    await logged.ready();
    lines.length = 0;
    await logged.inject({ url: '/api/v2/projects/' });
    expect(lines).toEqual([
      expect.objectContaining({
        msg: expect.stringMatching(/^GET \/api\/v2\/projects\/ 401 \d+\.\d ms$/),
        statusCode: 401,
      }),
    ]);
    await logged.close();
  });

  it("binds every line a request writes to that request's id", async () => {
    const lines: { msg: string; reqId?: string; security?: string }[] = [];
    const logged = await build({
      config: { dbPath: ':memory:', bcryptRounds: 4 },
      logger: { level: 'info', stream: { write: (l: string) => lines.push(JSON.parse(l)) } },
    });
    await logged.ready();
    lines.length = 0;
    const refused = { url: '/api/v2/projects/', headers: { authorization: 'Bearer not-a-token' } };
    await logged.inject(refused);
    await logged.inject(refused);
    expect(lines.map((l) => l.security ?? l.msg.split(' ')[2])).toEqual([
      'invalid-token',
      '401',
      'invalid-token',
      '401',
    ]);
    const ids = lines.map((l) => l.reqId);
    expect(ids[0]).toEqual(expect.any(String));
    expect(ids).toEqual([ids[0], ids[0], ids[2], ids[2]]);
    expect(ids[2]).not.toBe(ids[0]);
    await logged.close();
  });
});

describe('bad input on any operation', () => {
  it('answers 400 (never 500) for a missing X-Org-Slug or a malformed path parameter, even where the document lists no 400', async () => {
    const noOrg = await app.inject({ url: '/api/v2/projects/proj_abc/', headers: demo.headers() });
    expect(noOrg.statusCode).toBe(400);
    const badId = await app.inject({
      url: '/api/v2/devices/abc/',
      headers: { ...demo.headers('demo-farm'), ...ENGLISH },
    });
    expect(badId.statusCode).toBe(400);
    expect(body(badId).error?.fields?.device_pk).toEqual(['Must be an integer.']);
    const badProject = await app.inject({
      method: 'DELETE',
      url: '/api/v2/projects/not-a-project/',
      headers: demo.headers('demo-farm'),
    });
    expect(badProject.statusCode).toBe(400);
  });

  it('answers 400 for JSON that is not an object', async () => {
    for (const payload of ['null', '[]', '"demo"', '42']) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/v2/account/login/',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
  });
});

describe('coverage of the document', () => {
  it('registers a route for every operation of openapi/openapi.yaml', () => {
    const ops = [...app.contract.operations.values()];
    expect(ops).toHaveLength(66);
    // The router ignores trailing slashes (ignoreTrailingSlash), so it keeps the paths without them.
    const missing = ops.filter(
      (op) => !app.hasRoute({ method: op.method, url: op.url.replace(/\/$/, '') }),
    );
    expect(missing.map((op) => op.operationId)).toEqual([]);
  });
});
