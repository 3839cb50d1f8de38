/**
 * Sandboxes (docs/mock-server.md#sandboxes): a request with `X-Mock-Sandbox: <name>` — or, with MOCK_SANDBOX_COOKIE
 * (on in a public demo), a visitor's `mock_sandbox` cookie, handed out on the first request — runs in that sandbox: an
 * isolated copy of the seeded world created on first use (src/worlds/). Everything the request reads, writes, injects
 * or resets is that sandbox's. Without either, the request runs in the main world. MOCK_SANDBOX_MAX=0 turns them off.
 */
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { msg } from '#src/i18n/messages.js';
import { errorBody } from '#src/lib/errors.js';
import { SANDBOX_NAME } from '#src/worlds/sandboxes.js';

export const SANDBOX_HEADER = 'x-mock-sandbox';
export const SANDBOX_COOKIE = 'mock_sandbox';

/** The value of cookie `name` in a Cookie header, if any. */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

function visitorSandbox(request: FastifyRequest, reply: FastifyReply): string {
  const known = cookieValue(request.headers.cookie, SANDBOX_COOKIE);
  if (known && SANDBOX_NAME.test(known)) return known;
  const name = `visitor-${randomBytes(12).toString('hex')}`;
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header('set-cookie', `${SANDBOX_COOKIE}=${name}; Path=/; HttpOnly; SameSite=Lax${secure}`);
  return name;
}

export default fp(
  async function sandboxes(app: FastifyInstance) {
    if (app.config.sandboxMax <= 0) return;
    const cookie = app.config.sandboxCookie;
    // Callback style: the rest of the request (hooks, handler, everything it starts) runs inside worlds.run.
    app.addHook('onRequest', (request, reply, done) => {
      const header = request.headers[SANDBOX_HEADER];
      let name: string | undefined;
      if (header !== undefined) {
        name = Array.isArray(header) ? header[0] : header;
        if (!name || !SANDBOX_NAME.test(name)) {
          void reply
            .code(400)
            .send(errorBody(request.language, 'validation_error', msg('request.bad_sandbox_name')));
          return;
        }
      } else if (cookie) name = visitorSandbox(request, reply);
      if (name === undefined) return done();
      // an existing sandbox without a promise; a new one once created from the seed
      const existing = app.worlds.existing(name);
      if (existing) return app.worlds.run(existing, () => done());
      app.worlds.sandbox(name).then(
        (world) => app.worlds.run(world, () => done()),
        (err: unknown) => done(err as Error),
      );
    });
  },
  { name: 'sandboxes', dependencies: ['db'] },
);
