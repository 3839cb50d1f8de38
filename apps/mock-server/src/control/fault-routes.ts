/** /__mock__/faults and /__mock__/latency: the fault injector of the current world (fault-injector.ts). */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { fieldError, ok } from '#src/lib/errors.js';
import { worldServices } from '#src/services/world-services.js';
import { FaultInputError, type FaultInput, type LatencyInput } from './fault-injector.js';
import { english, notFoundHere } from './english.js';

const FAULT_BODY = {
  type: 'object',
  required: ['operationId'],
  additionalProperties: false,
  properties: {
    operationId: { type: 'string', minLength: 1 },
    status: { type: 'integer', minimum: 400, maximum: 599 },
    delay_ms: { type: 'integer', minimum: 0 },
    count: { type: 'integer', minimum: 1 },
    probability: { type: 'number', exclusiveMinimum: 0, maximum: 1 },
    message: { type: 'string', minLength: 1, maxLength: 500 },
    code: { type: 'string', minLength: 1, maxLength: 64 },
    drop_connection: { type: 'boolean' },
  },
};
const LATENCY_BODY = {
  type: 'object',
  required: ['min_ms', 'max_ms'],
  additionalProperties: false,
  properties: {
    min_ms: { type: 'integer', minimum: 0 },
    max_ms: { type: 'integer', minimum: 0 },
    operations: { type: 'array', items: { type: 'string' } },
  },
};
function rethrow(err: unknown): never {
  if (err instanceof FaultInputError) throw fieldError(err.field, english(err.message));
  throw err;
}

export async function faultRoutes(app: FastifyInstance) {
  app.get('/faults', async () => ok(app.faults.list()));

  app.post<{ Body: FaultInput }>(
    '/faults',
    { schema: { body: FAULT_BODY } },
    async (req, reply: FastifyReply) => {
      try {
        const fault = app.faults.add(req.body);
        reply.code(201);
        return ok(fault);
      } catch (err) {
        return rethrow(err);
      }
    },
  );

  app.delete('/faults', async () => {
    app.faults.clear();
    worldServices(app).exports.clearFailures();
    return ok({ cleared: true });
  });

  app.delete<{ Params: { id: number } }>(
    '/faults/:id',
    { schema: { params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } } } } },
    async (req) => {
      if (!app.faults.remove(req.params.id)) throw notFoundHere('Fault');
      return ok({ removed: req.params.id });
    },
  );

  app.put<{ Body: LatencyInput }>('/latency', { schema: { body: LATENCY_BODY } }, async (req) => {
    try {
      return ok(app.faults.setLatency(req.body));
    } catch (err) {
      return rethrow(err);
    }
  });

  app.delete('/latency', async () => {
    app.faults.clearLatency();
    return ok({ cleared: true });
  });
}
