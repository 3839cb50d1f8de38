import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { manualClock } from '#src/lib/clock.js';
import { body, testApp } from '#src/testing/helpers.js';

const clock = manualClock(1_795_000_000);
let app: FastifyInstance;
beforeAll(async () => {
  app = await testApp({ rateLimitPerMinute: 2 }, { clock });
});
afterAll(() => app.close());

const call = () => app.inject({ url: '/api/v2/account/' });

describe('API rate limit', () => {
  it('counts per address in windows of a minute on the server clock, refusing with 429 and Retry-After', async () => {
    const [first, second, third] = [await call(), await call(), await call()];
    expect([first.statusCode, second.statusCode]).toEqual([401, 401]);
    expect(first.headers).toMatchObject({ 'ratelimit-limit': '2', 'ratelimit-remaining': '1' });
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('60');
    expect(body(third).error?.code).toBe('throttled');
    clock.advance(45);
    expect((await call()).headers['retry-after']).toBe('15');
    clock.advance(15);
    const again = await call();
    expect(again.statusCode).toBe(401);
    expect(again.headers['ratelimit-remaining']).toBe('1');
  });

  it('leaves what is not an API operation alone', async () => {
    const page = await app.inject({ url: '/monitor-board/' });
    expect(page.headers['ratelimit-limit']).toBeUndefined();
  });
});
