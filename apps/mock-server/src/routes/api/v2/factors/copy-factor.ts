/** A copy of a factor on the same device or another one the caller can see, under a new agri id and name. */
import type { FastifyInstance } from 'fastify';
import { canSeeDevice } from '#src/auth/permissions.js';
import { fieldError, ok } from '#src/lib/errors.js';
import { factorView } from '#src/views/factors.js';
import { assertRoomForFactor, newAgriId, requireFactor } from './factor-rules.js';
import { msg, render } from '#src/i18n/messages.js';

export default function registerCopyFactor(app: FastifyInstance): void {
  app.operation('copyFactor', { permission: 'device' }, async (req, reply) => {
    const { device, factor } = requireFactor(app, req, req.params);
    const lang = req.language;
    const body = req.body ?? {};
    let target = device;
    if (body.target_device_id !== undefined && body.target_device_id !== device.id) {
      const t = app.repos.devices.byId(body.target_device_id);
      if (!t || !canSeeDevice(req.auth, req.org?.id, t))
        throw fieldError('target_device_id', msg('factor.device_of_org'));
      target = t;
    }
    assertRoomForFactor(app, target.id);
    const name = body.name?.trim() || render(msg('factor.copy_name', { name: factor.name }), lang);
    if (!name) throw fieldError('name', msg('factor.name_blank'));
    const { id: _id, ...fields } = factor;
    const copy = app.repos.factors.create({
      ...fields,
      agri_id: newAgriId(app),
      device_id: target.id,
      name,
      since: app.clock.nowSeconds(),
    });
    await app.repos.commit();
    reply.code(201);
    return ok(factorView(copy, lang));
  });
}
