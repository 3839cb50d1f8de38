/** /__mock__/faults and /__mock__/latency: the fault injector of the current world (fault-injector.ts). */
import type { FastifyInstance } from 'fastify';
import { fieldError, ok } from '#src/lib/errors.js';
import { worldServices } from '#src/services/world-services.js';
import { FaultInputError } from './fault-injector.js';
import { controlOperation } from './operation.js';
import { english, notFoundHere } from './english.js';

function rethrow(err: unknown): never {
  if (err instanceof FaultInputError) throw fieldError(err.field, english(err.message));
  throw err;
}

export async function faultRoutes(app: FastifyInstance) {
  controlOperation(app, 'listFaults', async () => ok(app.faults.list()));

  controlOperation(app, 'injectFault', async (req, reply) => {
    try {
      const fault = app.faults.add(req.body);
      reply.code(201);
      return ok(fault);
    } catch (err) {
      return rethrow(err);
    }
  });

  controlOperation(app, 'clearFaults', async () => {
    app.faults.clear();
    worldServices(app).exports.faults.clear();
    return ok({ cleared: true as const });
  });

  controlOperation(app, 'removeFault', async (req) => {
    if (!app.faults.remove(req.params.id)) throw notFoundHere('Fault');
    return ok({ removed: req.params.id });
  });

  controlOperation(app, 'setLatency', async (req) => {
    try {
      return ok(app.faults.setLatency(req.body));
    } catch (err) {
      return rethrow(err);
    }
  });

  controlOperation(app, 'clearLatency', async () => {
    app.faults.clearLatency();
    return ok({ cleared: true as const });
  });
}
