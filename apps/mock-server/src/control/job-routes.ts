/** /__mock__/exports/fail and /__mock__/forwarders/tick: the export jobs and forwarding rounds of the current world. */
import type { FastifyInstance } from 'fastify';
import { ok } from '#src/lib/errors.js';
import { worldServices } from '#src/services/world-services.js';

const EXPORT_FAIL_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: {
    count: { type: 'integer', minimum: 1, default: 1 },
    message: { type: 'string', minLength: 1, maxLength: 500, default: 'Injected export failure' },
  },
};
const TICK_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: { lookback_seconds: { type: 'integer', minimum: 1, maximum: 86400 } },
};
export async function jobRoutes(app: FastifyInstance) {
  app.post<{ Body: { count: number; message: string } }>(
    '/exports/fail',
    { schema: { body: EXPORT_FAIL_BODY } },
    async (req) => {
      worldServices(app).exports.injectFailure(req.body.message, req.body.count);
      return ok(worldServices(app).exports.pendingFailures());
    },
  );

  app.post<{ Body: { lookback_seconds?: number } }>(
    '/forwarders/tick',
    { schema: { body: TICK_BODY } },
    async (req) => {
      await worldServices(app).forwarding.tick({ lookbackSeconds: req.body.lookback_seconds });
      return ok(worldServices(app).forwarding.stats);
    },
  );
}
