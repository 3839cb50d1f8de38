/**
 * Sandboxes (docs/mock-server.md#sandboxes): a request with `X-Mock-Sandbox: <name>` — or, with MOCK_SANDBOX_COOKIE
 * (on in a public demo), a visitor's `mock_sandbox` cookie — runs in that sandbox: an isolated copy of the seeded world
 * (src/worlds/). Everything the request reads, writes, injects or resets is that sandbox's. Without either, the request
 * runs in the main world. MOCK_SANDBOX_MAX=0 turns them off.
 *
 * A visitor's sandbox is created when they sign in (`app.visitorWorld`), never by any other request: pages, files,
 * 404s and calls without a session create nothing. At most MOCK_SANDBOX_NEW_PER_MINUTE are created per client address
 * and minute (429 beyond); when the demo is full and every sandbox was used in the last MOCK_SANDBOX_ACTIVE_MINUTES, a
 * new visitor is answered 503 (docs/decisions/0098-visitor-sandboxes-at-sign-in.md).
 */
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, errorBody, throttled } from '#src/lib/errors.js';
import { RateWindows } from '#src/lib/rate-windows.js';
import { SANDBOX_NAME, SandboxRefused } from '#src/worlds/sandboxes.js';
import type { World } from '#src/worlds/world.js';

export const SANDBOX_HEADER = 'x-mock-sandbox';
export const SANDBOX_COOKIE = 'mock_sandbox';

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
  throw new ApiError(503, 'server_error', err.message, undefined, {
    'retry-after': String(Math.ceil(err.retryAfterMs / 1000)),
  });
}

export default fp(
  async function sandboxes(app: FastifyInstance) {
    if (app.config.sandboxMax <= 0) {
      app.decorate('visitorWorld', async () => null);
      return;
    }
    const visitors = app.config.sandboxCookie;
    const newPerAddress = new RateWindows(60_000);

    // Callback style: the rest of the request (hooks, handler, everything it starts) runs inside worlds.run.
    app.addHook('onRequest', (request, reply, done) => {
      const header = request.headers[SANDBOX_HEADER];
      if (header === undefined) {
        const known = visitors ? cookieValue(request.headers.cookie, SANDBOX_COOKIE) : undefined;
        const world = known ? app.worlds.existing(known) : undefined;
        return world ? app.worlds.run(world, () => done()) : done();
      }
      const name = Array.isArray(header) ? header[0] : header;
      if (!name || !SANDBOX_NAME.test(name)) {
        void reply
          .code(400)
          .send(
            errorBody(
              'validation_error',
              'X-Mock-Sandbox: a sandbox name is 1 to 64 letters, digits, ".", "_" or "-".',
            ),
          );
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
      if (app.world.name !== null) return app.world;
      const window = newPerAddress.count(request.ip, app.worlds.clock.nowMs());
      if (window.count > app.config.sandboxNewPerMinute)
        throw throttled(
          'Too many new visitors from your address; try again in a minute',
          window.resetMs / 1000,
        );
      const name = `visitor-${randomBytes(12).toString('hex')}`;
      const world = await app.worlds.sandbox(name).catch(unavailable);
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${SANDBOX_COOKIE}=${name}; Path=/; HttpOnly; SameSite=Lax${secure}`,
      );
      return world;
    });
  },
  { name: 'sandboxes', dependencies: ['db'] },
);
