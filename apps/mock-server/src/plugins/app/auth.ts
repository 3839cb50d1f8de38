/** Decorates the guard (authentication, organization, role checks), the session service and the sign-in limiter. */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createGuard, type Guard } from '#src/auth/guard.js';
import { LoginThrottle } from '#src/auth/login-throttle.js';
import { useHasherWorkers } from '#src/auth/password-hasher.js';
import { Sessions } from '#src/auth/sessions.js';

declare module 'fastify' {
  interface FastifyInstance {
    guard: Guard;
    sessions: Sessions;
    loginThrottle: LoginThrottle;
  }
}

export default fp(
  async function auth(app: FastifyInstance) {
    app.decorateRequest('auth', null);
    app.decorateRequest('org', null);
    app.decorateRequest('actor', null);
    app.decorateRequest('membership', null);
    app.decorateRequest('inputRefused', false);
    useHasherWorkers(app.config.bcryptWorkers);
    app.decorate('guard', createGuard(app));
    app.decorate('sessions', new Sessions(app));
    const { loginMaxFailures, loginMaxFailuresPerAddress, loginWindowMs } = app.config;
    app.decorate(
      'loginThrottle',
      new LoginThrottle({
        maxPerAccount: loginMaxFailures,
        maxPerAddress: loginMaxFailuresPerAddress,
        windowMs: loginWindowMs,
      }),
    );
  },
  { name: 'auth', dependencies: ['db'] },
);
