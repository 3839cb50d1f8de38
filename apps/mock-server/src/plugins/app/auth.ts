/** Decorates the guard (authentication, organization, role checks) and the session service. */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createGuard, type Guard } from '../../auth/guard.js';
import { Sessions } from '../../auth/sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    guard: Guard;
    sessions: Sessions;
  }
}

export default fp(
  async function auth(app: FastifyInstance) {
    app.decorateRequest('auth', null);
    app.decorateRequest('org', null);
    app.decorateRequest('actor', null);
    app.decorateRequest('membership', null);
    app.decorateRequest('inputRefused', false);
    app.decorate('guard', createGuard(app));
    app.decorate('sessions', new Sessions(app));
  },
  { name: 'auth', dependencies: ['db'] },
);
