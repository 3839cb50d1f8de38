/**
 * The /__mock__/ control plane (on in development, in production only with MOCK_CONTROL=1; see docs/mock-server.md and
 * docs/security.md): the operations of openapi/control.yaml, each validated against it (./operation.ts), behind
 * X-Mock-Control-Token (./guard.ts); its reference at /api/docs/control. Registered without encapsulation so its
 * onRequest hook sees every API route: each request of an operation asks the fault injector what to do — wait (latency,
 * fault delay), answer with an injected error status in the normal envelope, or drop the connection.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '#src/lib/errors.js';
import { ERROR_CODES, FaultInjector } from './fault-injector.js';
import { controlDocsRoutes } from './docs-routes.js';
import { controlGuard } from './guard.js';
import { controlRoutes } from './routes.js';
import { english } from './english.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Injected faults and latency of the control plane, of the current request's world. */
    faults: FaultInjector;
  }
}

export default fp(
  async function control(app: FastifyInstance) {
    const declared = (operationId: string): number[] | undefined => {
      const op = app.contract.operations.get(operationId);
      return op ? [...op.responses.keys()] : undefined;
    };
    // One injector per world: a sandbox's faults hit only requests in that sandbox.
    app.decorate('faults', {
      getter: () => app.world.slot('faults', () => new FaultInjector(declared)),
    });

    // Callback style, so a request with nothing injected (the usual case) costs one property read and no promise.
    app.addHook('onRequest', (request, reply, done) => {
      const faults = app.faults;
      if (!faults.active) return done();
      const operationId = request.routeOptions.config?.operationId;
      if (!operationId) return done();
      const decision = faults.decide(operationId);
      const apply = (): void => {
        const fault = decision.fault;
        if (!fault) return done();
        if (fault.dropConnection) {
          reply.hijack();
          request.raw.socket?.destroy();
          return;
        }
        const status = fault.status ?? 500;
        reply
          .code(status)
          .send(
            errorBody(
              request.language,
              fault.code ?? ERROR_CODES[status] ?? 'server_error',
              english(fault.message),
            ),
          );
      };
      if (decision.delayMs > 0) setTimeout(apply, decision.delayMs);
      else apply();
    });

    if (!app.config.controlToken)
      throw new Error('the control plane is on without a token (src/secrets.ts sets one)');
    await app.register(async (scope) => {
      scope.addHook('onRequest', controlGuard(app));
      await scope.register(controlRoutes);
    });
    // The reference is read in a browser, which sends no token: outside the guard.
    await app.register(controlDocsRoutes);
  },
  { name: 'control', dependencies: ['db', 'openapi', 'reset'] },
);
