/** /__mock__/variants: the backend variants the mock imitates (src/variants/variants.ts), read and switched. */
import type { FastifyInstance } from 'fastify';
import { ok } from '#src/lib/errors.js';
import { VARIANT_NAMES, type Variants } from '#src/variants/variants.js';

const VARIANTS_BODY = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: Object.fromEntries(VARIANT_NAMES.map((name) => [name, { type: 'boolean' }])),
};

export async function variantRoutes(app: FastifyInstance) {
  app.get('/variants', async () => ok(app.variants));

  app.put<{ Body: Partial<Variants> }>(
    '/variants',
    { schema: { body: VARIANTS_BODY } },
    async (req) => {
      Object.assign(app.variants, req.body);
      return ok(app.variants);
    },
  );
}
