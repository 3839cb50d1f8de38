/** A new factor of a device, with the form's defaults for what it leaves out; it reports from now on. */
import type { FastifyInstance } from 'fastify';
import { ok } from '#src/lib/errors.js';
import type { NewFactor } from '#src/repositories/factors.js';
import { requireDevice } from '#src/services/devices.js';
import { factorView } from '#src/views/factors.js';
import { assertRoomForFactor, checkFactor, newAgriId } from './factor-rules.js';

export default function registerCreateFactor(app: FastifyInstance): void {
  app.operation('createFactor', { permission: 'device' }, async (req, reply) => {
    const d = requireDevice(app, req, req.params.device_pk, req.params.project_id);
    assertRoomForFactor(app, d.id);
    const b = req.body;
    const factor: NewFactor = {
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
    const created = app.repos.factors.create(factor);
    await app.repos.commit();
    reply.code(201);
    return ok(factorView(created, req.language));
  });
}
