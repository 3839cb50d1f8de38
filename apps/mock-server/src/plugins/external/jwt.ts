/** @fastify/jwt: signs and verifies the access tokens (HS256, secret JWT_SECRET or derived from the seed and db). */
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';

export default fp(
  async function jwt(app: FastifyInstance) {
    // Verified tokens are remembered by the auth guard (src/auth/guard.ts), so fast-jwt's cache stays off.
    await app.register(fastifyJwt, { secret: app.config.jwtSecret });
  },
  { name: 'jwt' },
);
