/** /__mock__/exports/fail and /__mock__/forwarders/tick: the export jobs and forwarding rounds of the current world. */
import type { FastifyInstance } from 'fastify';
import { ok } from '#src/lib/errors.js';
import { worldServices } from '#src/services/world-services.js';
import { controlOperation } from './operation.js';

/** The document's defaults of an export failure (a call without a body). */
const FAILURE = { count: 1, message: 'Injected export failure' };

export async function jobRoutes(app: FastifyInstance) {
  controlOperation(app, 'failNextExports', async (req) => {
    const { count, message } = { ...FAILURE, ...req.body };
    worldServices(app).exports.faults.inject(message, count);
    return ok(worldServices(app).exports.faults.pending());
  });

  controlOperation(app, 'runForwardingRound', async (req) => {
    await worldServices(app).forwarding.tick({ lookbackSeconds: req.body?.lookback_seconds });
    return ok(worldServices(app).forwarding.stats);
  });
}
