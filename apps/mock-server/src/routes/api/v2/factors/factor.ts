/** One factor of a device: edited, deleted, or — a switch of an online device — set on or off. */
import type { FastifyInstance } from 'fastify';
import { conflict, fieldError, ok } from '#src/lib/errors.js';
import { simDevice } from '#src/repositories/devices.js';
import type { FactorChanges } from '#src/repositories/factors.js';
import { setSwitch } from '#src/simulation/device-events.js';
import { isOnlineAt } from '#src/simulation/schedule.js';
import { factorView } from '#src/views/factors.js';
import { checkFactor, requireFactor } from './factor-rules.js';
import { msg } from '#src/i18n/messages.js';

export default function registerFactor(app: FastifyInstance): void {
  app.operation('updateFactor', { permission: 'device' }, async (req) => {
    const { factor } = requireFactor(app, req, req.params);
    const changes: FactorChanges = { ...req.body };
    if (req.body.name !== undefined) changes.name = req.body.name.trim();
    checkFactor({ ...factor, ...changes });
    app.repos.factors.update(factor, changes);
    await app.repos.commit();
    return ok(factorView(factor, req.language));
  });

  app.operation('deleteFactor', { permission: 'device' }, async (req, reply) => {
    const { factor } = requireFactor(app, req, req.params);
    app.repos.factors.delete(factor);
    await app.repos.commit();
    return reply.code(204).send();
  });

  app.operation('setFactorSwitch', { permission: 'device' }, async (req) => {
    const { device, factor } = requireFactor(app, req, req.params);
    const now = app.clock.nowSeconds();
    const events = app.repos.devices.events(device.id);
    const r = setSwitch(events, factor, req.body.value, now);
    if (!r.ok)
      throw fieldError('non_field_errors', msg('factor.not_a_switch', { name: factor.name }));
    if (!isOnlineAt(app.sim, simDevice(device), events, now))
      throw conflict(msg('factor.switch_offline', { device: device.device_id }));
    app.repos.devices.recordEvents(device.id, r.events);
    await app.repos.commit();
    return ok({ agri_id: factor.agri_id, value: req.body.value, t: now });
  });
}
