import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, testApp, type Session } from '#src/testing/helpers.js';

let app: FastifyInstance;
let demo: Session;

beforeAll(async () => {
  app = await testApp();
  demo = await login(app, 'demo');
});
afterAll(() => app.close());

const PATH_VALUES: Record<string, string> = {
  project_id: 'proj_nope',
  slug: 'no-such-org',
  agri_id: 'NOPE',
};

describe('bad input never gives a 500', () => {
  it('answers every operation with at most a 4xx envelope for unknown ids, wrong types and junk bodies', async () => {
    const bodies: unknown[] = [
      { unexpected: true },
      { name: 42, value: 'x', project_id: 7 },
      [],
      'text',
    ];
    for (const op of app.contract.operations.values()) {
      const url = op.url.replace(
        /:([a-z_]+)/g,
        (_m, name: string) => PATH_VALUES[name] ?? '999999',
      );
      const queries = [
        '',
        '?page=-1&page_size=x&min_timestamp=soon&expires=1&signature=zz&is_online=maybe',
      ];
      for (const [query, payload] of queries.flatMap((q) =>
        (op.method === 'GET' || op.method === 'DELETE' ? [undefined] : bodies).map(
          (b) => [q, b] as const,
        ),
      )) {
        const res = await app.inject({
          method: op.method,
          url: `${url}${query}`,
          headers: { ...demo.headers('demo-farm'), 'content-type': 'application/json' },
          ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
        });
        expect(
          res.statusCode,
          `${op.operationId} ${JSON.stringify(payload)}: ${res.body}`,
        ).toBeLessThan(500);
        if (res.statusCode >= 400)
          expect(res.json(), op.operationId).toMatchObject({ success: false, data: null });
      }
    }
  });
});
