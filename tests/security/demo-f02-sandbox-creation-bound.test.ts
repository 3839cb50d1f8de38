/**
 * Each new sandbox copies the seed, so creating them without bound exhausts memory: only a few are created at once, and
 * a request that would start another answers 503 with Retry-After at once (docs/decisions/0147-sandbox-creations-at-once.md).
 * A public demo names no sandbox and creates one only at a sign-in, so the bound is checked where sandboxes are named:
 * with the control token, as CI's harnesses run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, startMock, type MockApp } from './support/mock';

const TOKEN = 'security-suite-control-token-0123456789abcdef';
let app: MockApp;
beforeAll(async () => {
  app = await startMock({
    env: { NODE_ENV: 'development', MOCK_DB: ':memory:', MOCK_CONTROL_TOKEN: TOKEN },
  });
});
afterAll(() => app.close());

describe('sandboxes are created a few at a time', () => {
  it('answers 503 with Retry-After at once to requests beyond the creations under way', async () => {
    const answers = await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        app.inject({
          url: '/api/v2/',
          headers: {
            'x-mock-sandbox': `job-${i}`,
            'x-mock-control-token': TOKEN,
            'accept-language': 'en',
          },
        }),
      ),
    );
    const refused = answers.filter((a) => a.statusCode === 503);
    expect(refused.length).toBeGreaterThanOrEqual(200);
    for (const a of refused) {
      expect(a.headers['retry-after']).toMatch(/^\d+$/);
      expect(envelope(a).error?.message).toMatch(/being created/);
    }
    expect(app.worlds.list()).toHaveLength(answers.length - refused.length);
  });
});
