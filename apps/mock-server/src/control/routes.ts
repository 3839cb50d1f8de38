/**
 * Routes of the /__mock__/ control plane, behind ./guard.ts (token and JSON body). The control plane exists for
 * development and tests; production has it off unless MOCK_CONTROL=1. Answers use the API envelope. See
 * docs/mock-server.md for examples.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { DeviceRecord } from '#src/db/types.js';
import { fieldError, notFound, ok } from '#src/lib/errors.js';
import { simDevice } from '#src/repositories/index.js';
import { forceDeviceState, rebootDevice } from '#src/simulation/device-events.js';
import { connectTimeAt, isOnlineAt, scheduleProfile } from '#src/simulation/schedule.js';
import { worldServices } from '#src/services/world-services.js';
import { VARIANT_NAMES, type Variants } from '#src/variants/variants.js';
import { FaultInputError, type FaultInput, type LatencyInput } from './fault-injector.js';
import { providerStateRoutes } from './provider-states.js';
import { sandboxRoutes } from './sandbox-routes.js';

const STATE_BODY = {
  type: 'object',
  required: ['state'],
  additionalProperties: false,
  properties: { state: { type: 'string', enum: ['online', 'offline', 'auto'] } },
};
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
const VARIANTS_BODY = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: Object.fromEntries(VARIANT_NAMES.map((name) => [name, { type: 'boolean' }])),
};
const DEVICE_PARAMS = { type: 'object', properties: { device: { type: 'string', minLength: 1 } } };

/** A device by numeric id or by hardware id (SIM-0001). */
function findDevice(app: FastifyInstance, key: string): DeviceRecord {
  const d = /^\d+$/.test(key) ? app.repos.device(Number(key)) : app.repos.deviceByHardwareId(key);
  if (!d) throw notFound('Device');
  return d;
}

function deviceState(app: FastifyInstance, d: DeviceRecord, now = app.clock.nowSeconds()) {
  const events = app.repos.events(d.id);
  const sim = simDevice(d);
  return {
    id: d.id,
    device_id: d.device_id,
    profile: scheduleProfile(app.sim, sim),
    is_online: isOnlineAt(app.sim, sim, events, now),
    connect_time: connectTimeAt(app.sim, sim, events, now),
    forced: events?.forced.at(-1)?.state ?? 'auto',
  };
}

function rethrow(err: unknown): never {
  if (err instanceof FaultInputError) throw fieldError(err.field, err.message);
  throw err;
}

export async function controlRoutes(app: FastifyInstance) {
  // The contract's provider-state protocol (provider-states.ts); registered, not awaited, so that it loads after this
  // plugin's own hooks and shares them.
  void app.register(providerStateRoutes);
  void app.register(sandboxRoutes);

  app.get('/', async () => {
    const services = worldServices(app);
    const forced = Object.entries(app.repos.allEvents())
      .filter(([, e]) => (e.forced.at(-1)?.state ?? 'auto') !== 'auto')
      .map(([id]) => app.repos.device(Number(id)))
      .filter((d): d is DeviceRecord => d !== undefined)
      .map((d) => deviceState(app, d));
    return ok({
      seed: app.config.seed,
      scale: app.config.scale,
      faults: app.faults.list(),
      latency: app.faults.getLatency(),
      export_failures: services.exports.pendingFailures(),
      forwarding: services.forwarding.stats,
      forced_devices: forced,
      variants: app.variants,
    });
  });

  app.post('/reset', async () => {
    await app.resetMock('control');
    return ok({ reset: true, seed: app.config.seed, scale: app.config.scale });
  });

  app.get<{ Params: { device: string } }>(
    '/devices/:device',
    { schema: { params: DEVICE_PARAMS } },
    async (req) => ok(deviceState(app, findDevice(app, req.params.device))),
  );

  app.post<{ Params: { device: string }; Body: { state: 'online' | 'offline' | 'auto' } }>(
    '/devices/:device/state',
    { schema: { params: DEVICE_PARAMS, body: STATE_BODY } },
    async (req) => {
      const d = findDevice(app, req.params.device);
      const now = app.clock.nowSeconds();
      app.repos.setEvents(d.id, forceDeviceState(app.repos.events(d.id), req.body.state, now));
      await app.repos.commit();
      return ok(deviceState(app, d, now));
    },
  );

  app.post<{ Params: { device: string } }>(
    '/devices/:device/reboot',
    { schema: { params: DEVICE_PARAMS } },
    async (req) => {
      const d = findDevice(app, req.params.device);
      const now = app.clock.nowSeconds();
      const r = rebootDevice(app.sim, simDevice(d), app.repos.events(d.id), now);
      if (!r.ok)
        throw fieldError('non_field_errors', 'The device is offline and cannot be rebooted.');
      app.repos.setEvents(d.id, r.events);
      await app.repos.commit();
      return ok({ ...deviceState(app, d, now), online_again_at: r.onlineAgainAt });
    },
  );

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
      if (!app.faults.remove(req.params.id)) throw notFound('Fault');
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
