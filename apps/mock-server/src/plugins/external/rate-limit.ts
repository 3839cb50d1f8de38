/**
 * @fastify/rate-limit for every API operation of the document: MOCK_RATE_LIMIT requests per minute per client address,
 * announced in the IETF draft headers the document declares (RateLimit-Limit, RateLimit-Remaining, RateLimit-Reset;
 * Retry-After with the 429). An app-level onRequest hook, so it runs before authentication and fault injection: every
 * answer of an operation — 2xx, 4xx, even a 401 — carries the headers, and a client over its limit costs no further work.
 * The sign-in limiter is not this one: it must count before the password check in one synchronous step and give a
 * success its count back, which src/auth/login-throttle.ts does.
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

export default fp(
  async function rateLimiter(app: FastifyInstance) {
    await app.register(rateLimit, { global: false, enableDraftSpec: true });
    const limit = app.rateLimit({
      max: app.config.rateLimitPerMinute,
      timeWindow: 60_000,
      enableDraftSpec: true,
    });
    app.addHook('onRequest', async (request, reply) => {
      if (request.routeOptions.config?.operationId === undefined) return;
      await limit.call(app, request, reply);
    });
  },
  { name: 'rate-limit' },
);
