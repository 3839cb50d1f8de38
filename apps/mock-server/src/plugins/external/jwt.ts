/**
 * @fastify/jwt: signs and verifies the access tokens — HS256 only, with the secret of src/secrets.ts (JWT_SECRET or
 * the generated `jwt-secret` beside the database); a token without `exp`, `sub` or `sid` is refused.
 */
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance } from 'fastify';

export default fp(
  async function jwt(app: FastifyInstance) {
    const secret = app.config.jwtSecret;
    if (!secret) throw new Error('no JWT secret (src/secrets.ts resolves one in build())');
    // Verified tokens are remembered by the auth guard (src/auth/guard.ts), so fast-jwt's cache stays off.
    await app.register(fastifyJwt, {
      secret,
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'sid'] },
    });
  },
  { name: 'jwt' },
);
