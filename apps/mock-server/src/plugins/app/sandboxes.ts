/**
 * Sandboxes (docs/mock-server.md#sandboxes): a request with `X-Mock-Sandbox: <name>` and the control token (tests, CI)
 * — or, with MOCK_SANDBOX_COOKIE (on in a public demo), a visitor's signed cookie (src/worlds/visitor-ids.ts) — runs in
 * that sandbox: an isolated copy of the seeded world (src/worlds/). Everything the request reads, writes, injects or
 * resets is that sandbox's. Without either, the request runs in the main world. MOCK_SANDBOX_MAX=0 turns them off.
 *
 * A visitor's sandbox is created when they sign in (`app.visitorWorld`), never by any other request: pages, files,
 * 404s and calls without a session create nothing. At most MOCK_SANDBOX_NEW_PER_MINUTE are created per client address
 * and minute (429 beyond); when the demo is full and every sandbox was used in the last MOCK_SANDBOX_ACTIVE_MINUTES, a
 * new visitor is answered 503 (docs/decisions/0146-visitor-sandboxes-at-sign-in.md). Every sign-in gives the visitor a
 * new id for their sandbox, so a value planted in their browser before leads nobody to it afterwards
 * (docs/decisions/0099-signed-visitor-ids.md).
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CONTROL_TOKEN_HEADER, hasControlToken } from '#src/auth/control-token.js';
import { ApiError, errorBody, notAuthenticated, throttled } from '#src/lib/errors.js';
import { RateWindows } from '#src/lib/rate-windows.js';
import { requestOrigin, securityEvent } from '#src/lib/security-log.js';
import { msg } from '#src/i18n/messages.js';
import { SANDBOX_NAME, SandboxRefused } from '#src/worlds/sandboxes.js';
import { VisitorIds, visitorCookie, visitorCookieName } from '#src/worlds/visitor-ids.js';
import type { World } from '#src/worlds/world.js';

export const SANDBOX_HEADER = 'x-mock-sandbox';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The world a successful sign-in of this request happens in: with visitor cookies, the visitor's sandbox — created
     * now when they have none (429 past the per-address rate, 503 when the demo is full); null otherwise (the
     * request's own world).
     */
    visitorWorld: (request: FastifyRequest, reply: FastifyReply) => Promise<World | null>;
  }
}

/** The value of cookie `name` in a Cookie header, if any. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** A sandbox that cannot be made now, as the envelope's 503 with Retry-After. */
function unavailable(err: unknown): never {
  if (!(err instanceof SandboxRefused)) throw err;
  throw new ApiError(503, 'server_error', err.detail, undefined, {
    'retry-after': String(Math.ceil(err.retryAfterMs / 1000)),
  });
}

export default fp(
  async function sandboxes(app: FastifyInstance) {
    if (app.config.sandboxMax <= 0) {
      app.decorate('visitorWorld', async () => null);
      return;
    }
    const { control, controlToken, sandboxCookie: visitors } = app.config;
    const ids = new VisitorIds();
    const newPerAddress = new RateWindows(60_000);
    const secure = (request: FastifyRequest) => request.protocol === 'https';

    // Callback style: the rest of the request (hooks, handler, everything it starts) runs inside worlds.run.
    app.addHook('onRequest', (request, reply, done) => {
      const header = request.headers[SANDBOX_HEADER];
      if (header === undefined) {
        if (!visitors) return done();
        const cookie = cookieValue(request.headers.cookie, visitorCookieName(secure(request)));
        const name = ids.sandbox(cookie);
        const world = name === null ? undefined : app.worlds.existing(name);
        return world ? app.worlds.run(world, () => done()) : done();
      }
      if (!control || !hasControlToken(request.headers[CONTROL_TOKEN_HEADER], controlToken)) {
        const reason = 'X-Mock-Sandbox without the control token';
        securityEvent(request.log, 'control-refused', reason, {
          ...requestOrigin(request),
          reason,
        });
        return done(notAuthenticated(msg('request.sandbox_needs_control_token')));
      }
      const name = Array.isArray(header) ? header[0] : header;
      if (!name || !SANDBOX_NAME.test(name)) {
        void reply
          .code(400)
          .send(errorBody(request.language, 'validation_error', msg('request.bad_sandbox_name')));
        return;
      }
      // an existing sandbox without a promise; a new one once created from the seed
      const existing = app.worlds.existing(name);
      if (existing) return app.worlds.run(existing, () => done());
      app.worlds
        .sandbox(name)
        .catch(unavailable)
        .then(
          (world) => app.worlds.run(world, () => done()),
          (err: unknown) => done(err as Error),
        );
    });

    app.decorate('visitorWorld', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!visitors || request.headers[SANDBOX_HEADER] !== undefined) return null;
      const id = ids.issue();
      const own = app.world.name;
      let world: World;
      if (own !== null) world = app.worlds.rename(own, id.sandbox);
      else {
        const window = newPerAddress.count(request.ip, app.worlds.clock.nowMs());
        if (window.count > app.config.sandboxNewPerMinute)
          throw throttled(msg('sandbox.too_many_new_visitors'), window.resetMs / 1000);
        world = await app.worlds.sandbox(id.sandbox).catch(unavailable);
      }
      reply.header('set-cookie', visitorCookie(id.value, secure(request)));
      return world;
    });
  },
  { name: 'sandboxes', dependencies: ['db'] },
);
