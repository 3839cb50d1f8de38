/**
 * CORS for a console served from another origin (a build with VITE_API_BASE_URL): @fastify/cors, allowing only the
 * origins listed in MOCK_CORS_ORIGINS. With none (the default) nothing is allowed cross-origin and no
 * Access-Control-Allow-Origin is sent: the console and the monitor board are same-origin.
 */
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

export default fp(
  async function corsPolicy(app: FastifyInstance) {
    const origins = app.config.corsOrigins;
    await app.register(cors, {
      origin: origins.length > 0 ? origins : false,
      methods: ['GET', 'PUT', 'POST', 'PATCH', 'DELETE'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-Org-Slug', 'Accept-Language'],
      exposedHeaders: ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After'],
      maxAge: 600,
    });
  },
  { name: 'cors' },
);
