/**
 * The API rate limit: MOCK_RATE_LIMIT requests per minute per client address for every request under /api/v2/,
 * announced in the IETF draft headers the document declares (RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset;
 * Retry-After with the 429). An app-level onRequest hook, so it runs before authentication and fault injection: every
 * answer of an operation — 2xx, 4xx, even a 401 — carries the headers, and a client over its limit costs no further work.
 * A fixed window per address on the server's clock, counted synchronously: @fastify/rate-limit did the same with four
 * promises and its own time per request (docs/performance.md#the-request-pipeline). The sign-in limiter is not this
 * one: it must count before the password check and give a success its count back (src/auth/login-throttle.ts).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { msg } from '#src/i18n/messages.js';
import { errorBody } from '#src/lib/errors.js';
import { RateWindows } from '#src/lib/rate-windows.js';

const WINDOW_MS = 60_000;
const API_PREFIX = '/api/v2/';

export default fp(
  async function rateLimiter(app: FastifyInstance) {
    const max = app.config.rateLimitPerMinute;
    if (max === 0) return;
    const windows = new RateWindows(WINDOW_MS);
    // Callback style: an allowed request costs a map lookup and three headers, no promise.
    app.addHook('onRequest', (request, reply, done) => {
      // every path of the document is under /api/v2/ (request.routeOptions builds an object per call: not here)
      if (!request.url.startsWith(API_PREFIX)) return done();
      // the server's clock (the worlds exist by the time requests arrive)
      const w = windows.count(request.ip, app.worlds.clock.nowMs());
      const reset = Math.max(1, Math.ceil(w.resetMs / 1000));
      reply.headers({
        'ratelimit-limit': max,
        'ratelimit-remaining': Math.max(0, max - w.count),
        'ratelimit-reset': reset,
      });
      if (w.count <= max) return done();
      reply
        .code(429)
        .header('retry-after', reset)
        .send(
          errorBody(request.language, 'throttled', msg('request.rate_limited', { seconds: reset })),
        );
    });
  },
  { name: 'rate-limit' },
);
