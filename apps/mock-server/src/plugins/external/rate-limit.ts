/**
 * @fastify/rate-limit, not global: it decorates `app.rateLimit` / `app.createRateLimit` for limits of routes. The
 * sign-in limiter is not one of them: it must count before the password check in one synchronous step and give a
 * success its count back, which src/auth/login-throttle.ts does.
 */
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

export default fp(
  async function rateLimiter(app: FastifyInstance) {
    await app.register(rateLimit, { global: false });
  },
  { name: 'rate-limit' },
);
