/**
 * Backend variants (src/variants/variants.ts): `app.variants` holds the switches — MOCK_VARIANTS at start, changed by the
 * control plane — and a preSerialization hook wraps the list answers the document allows in `results` while
 * `wrapped_lists` is on. It runs before each route's own reply check, so a wrapped answer is validated against the
 * document like any other. The other two variants are read where they act: the refresh route and the error handler.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { allowsWrappedList, listPayload, type Variants } from '#src/variants/variants.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The backend variants in force (mutable: the control plane switches them). */
    variants: Variants;
  }
}

export default fp(
  async function variants(app: FastifyInstance) {
    // One set per world: a sandbox's switches act only on requests in that sandbox.
    app.decorate('variants', {
      getter: (): Variants => app.world.slot('variants', () => ({ ...app.config.variants })),
    });

    // Lists are wrapped only where MOCK_VARIANTS asks for it or the control plane can switch it on: elsewhere (the
    // public demo) no reply passes through this hook.
    if (!app.config.control && !app.config.variants.wrapped_lists) return;
    const wrappable = new Set(
      [...app.contract.operations.values()]
        .filter((op) => {
          const ok = op.responses.get(200)?.schema;
          return allowsWrappedList(ok?.properties?.data);
        })
        .map((op) => op.operationId),
    );

    // Callback style: while the variant is off a reply costs one property read.
    app.addHook('preSerialization', (request, reply, payload, done) => {
      const current = app.variants;
      if (!current.wrapped_lists || reply.statusCode !== 200) return done(null, payload);
      const operationId = request.routeOptions.config?.operationId;
      const body = payload as { data?: unknown } | null;
      if (!operationId || !wrappable.has(operationId) || !Array.isArray(body?.data))
        return done(null, payload);
      // the route's serializer writes the document's plain list (src/openapi/reply-serializers.ts)
      reply.serializer(JSON.stringify);
      done(null, { ...body, data: listPayload(current, body.data) });
    });
  },
  { name: 'variants', dependencies: ['openapi', 'db'] },
);
