/**
 * @fastify/rate-limit, not global: the sign-in route creates a limiter keyed by username with `app.createRateLimit`
 * and counts only failed attempts (see routes/api/v2/account/login.ts).
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
