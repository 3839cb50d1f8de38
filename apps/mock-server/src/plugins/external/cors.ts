/**
 * @fastify/cors, only when MOCK_CORS_ORIGINS names origins (or `*`): a console served from another origin calls the API
 * directly (docs/deployment.md). Allowed: the methods of the document and the request headers the console sends —
 * Authorization (bearer token), Content-Type (JSON bodies), X-Org-Slug, Accept-Language. No cookies are involved, so no
 * credentials mode. Preflights are cached for 10 minutes.
 */
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';

export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'X-Org-Slug',
  'Accept-Language',
];
export const CORS_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

export default fp(
  async function corsHeaders(app: FastifyInstance) {
    const origins = app.config.corsOrigins;
    if (origins.length === 0) return;
    await app.register(cors, {
      origin: origins.includes('*') ? '*' : origins,
      methods: CORS_METHODS,
      allowedHeaders: CORS_ALLOWED_HEADERS,
      // the rate-limit headers the document declares, readable by a console on another origin
      exposedHeaders: ['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'Retry-After'],
      maxAge: 600,
      strictPreflight: true,
    });
  },
  { name: 'cors' },
);
