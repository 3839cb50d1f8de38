/** /__mock__/variants: the backend variants the current world plays (docs/mock-server.md#backend-variants). */
import type { FastifyInstance } from 'fastify';
import { ok } from '#src/lib/errors.js';
import { controlOperation } from './operation.js';

export async function variantRoutes(app: FastifyInstance) {
  controlOperation(app, 'getVariants', async () => ok(app.variants));

  controlOperation(app, 'setVariants', async (req) => {
    Object.assign(app.variants, req.body);
    return ok(app.variants);
  });
}
