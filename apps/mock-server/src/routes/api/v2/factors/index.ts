/** Tag "factors": the factor form's choices and the factors (sensors, switches) of a device. */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FactorRecord } from '#src/db/types.js';
import { conflict, fieldError, fieldErrors, notFound, ok } from '#src/lib/errors.js';
import { simDevice } from '#src/repositories/index.js';
import { canSeeDevice } from '#src/auth/permissions.js';
import { requireDevice } from '#src/services/devices.js';
import { setSwitch } from '#src/simulation/device-events.js';
import { isOnlineAt } from '#src/simulation/schedule.js';
import { factorOptions, factorView, langOf } from '#src/views/factors.js';
import { assertRoom } from '#src/lib/limits.js';

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newAgriId(app: FastifyInstance): string {
  for (;;) {
    let id = 'AG';
    for (let i = 0; i < 8; i++) id += ALNUM[randomInt(ALNUM.length)];
    if (!app.repos.agriIdTaken(id)) return id;
  }
}

/** Business rules of the factor form beyond the schema: a name that is not blank, min ≤ max. */
function checkFactor(f: Pick<FactorRecord, 'name' | 'min_value' | 'max_value'>): void {
  const errors: Record<string, string> = {};
  if (!f.name.trim()) errors.name = 'Factor name cannot be empty.';
  if (f.min_value !== null && f.max_value !== null && f.min_value > f.max_value)
    errors.max_value = 'The maximum must not be below the minimum.';
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

export default async function factorRoutes(app: FastifyInstance) {
  // The bound the document states for a device's factor list (ADR 0034): creating or copying beyond it is 409.
  const roomFor = (deviceId: number): void =>
    assertRoom(
      app,
      'FactorListResponse',
      app.repos.factorsOf(deviceId).length,
      (max) => `A device has at most ${max} factors; delete one before adding another.`,
    );
  const requireFactor = (
    req: FastifyRequest,
    params: { project_id: string; device_pk: number; factor_id: number },
  ) => {
    const device = requireDevice(app, req, params.device_pk, params.project_id);
    const factor = app.repos.factor(params.factor_id);
    if (!factor || factor.device_id !== device.id) throw notFound('Factor');
    return { device, factor };
  };

  app.operation('getFactorOptions', async (req) => ok(factorOptions(langOf(req))));

  app.operation('listFactors', async (req) => {
    const d = requireDevice(app, req, req.params.device_pk, req.params.project_id);
    const lang = langOf(req);
    return ok(app.repos.factorsOf(d.id).map((f) => factorView(f, lang)));
  });

  app.operation('createFactor', { permission: 'device' }, async (req, reply) => {
    const d = requireDevice(app, req, req.params.device_pk, req.params.project_id);
    roomFor(d.id);
    const b = req.body;
    const factor: FactorRecord = {
      id: app.repos.nextId('factors'),
      agri_id: newAgriId(app),
      device_id: d.id,
      name: b.name.trim(),
      info: b.info ?? null,
      enabled: b.enabled ?? true,
      the_type: b.the_type,
      unit: b.unit ?? 1,
      modbus_type: b.modbus_type ?? 3,
      address: b.address ?? 0,
      data_index: b.data_index ?? 0,
      data_type: b.data_type ?? 2,
      data_endian: b.data_endian ?? '>',
      data_factor: b.data_factor ?? 1,
      data_delta: b.data_delta ?? 0,
      decimals: b.decimals ?? 1,
      read_command: b.read_command ?? null,
      min_value: b.min_value ?? null,
      max_value: b.max_value ?? null,
      remark: b.remark ?? null,
      since: app.clock.nowSeconds(),
    };
    checkFactor(factor);
    app.repos.add('factors', factor);
    await app.repos.commit();
    reply.code(201);
    return ok(factorView(factor, langOf(req)));
  });

  app.operation('updateFactor', { permission: 'device' }, async (req) => {
    const { factor } = requireFactor(req, req.params);
    const next = { ...factor, ...req.body };
    if (req.body.name !== undefined) next.name = req.body.name.trim();
    checkFactor(next);
    Object.assign(factor, next);
    app.repos.save('factors', factor);
    await app.repos.commit();
    return ok(factorView(factor, langOf(req)));
  });

  app.operation('deleteFactor', { permission: 'device' }, async (req, reply) => {
    const { factor } = requireFactor(req, req.params);
    app.repos.remove('factors', (f) => f.id === factor.id);
    await app.repos.commit();
    return reply.code(204).send();
  });

  app.operation('copyFactor', { permission: 'device' }, async (req, reply) => {
    const { device, factor } = requireFactor(req, req.params);
    const lang = langOf(req);
    const body = req.body ?? {};
    let target = device;
    if (body.target_device_id !== undefined && body.target_device_id !== device.id) {
      const t = app.repos.device(body.target_device_id);
      if (!t || !canSeeDevice(req.auth, req.org?.id, t))
        throw fieldError('target_device_id', 'Select a device of this organization.');
      target = t;
    }
    roomFor(target.id);
    const name = body.name?.trim() || `${factor.name}${lang === 'en' ? ' (copy)' : ' (副本)'}`;
    if (!name) throw fieldError('name', 'Factor name cannot be empty.');
    const copy: FactorRecord = {
      ...factor,
      id: app.repos.nextId('factors'),
      agri_id: newAgriId(app),
      device_id: target.id,
      name,
      since: app.clock.nowSeconds(),
    };
    app.repos.add('factors', copy);
    await app.repos.commit();
    reply.code(201);
    return ok(factorView(copy, lang));
  });

  app.operation('setFactorSwitch', { permission: 'device' }, async (req) => {
    const { device, factor } = requireFactor(req, req.params);
    const now = app.clock.nowSeconds();
    const events = app.repos.events(device.id);
    const r = setSwitch(events, factor, req.body.value, now);
    if (!r.ok) throw fieldError('non_field_errors', `Factor "${factor.name}" is not a switch.`);
    if (!isOnlineAt(app.sim, simDevice(device), events, now))
      throw conflict(`Device ${device.device_id} is offline; the switch cannot be set`);
    app.repos.setEvents(device.id, r.events);
    await app.repos.commit();
    return ok({ agri_id: factor.agri_id, value: req.body.value, t: now });
  });
}
