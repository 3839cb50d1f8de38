/**
 * What every write of a factor checks: the device's bound of factors (ADR 0034), a name that is not blank and
 * min ≤ max, the factor under the device of the path; and a fresh agri id, unique over devices and factors.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeviceRecord, FactorRecord } from '#src/db/types.js';
import { fieldErrors, notFound } from '#src/lib/errors.js';
import { assertRoom } from '#src/lib/limits.js';
import { requireDevice } from '#src/services/devices.js';
import { msg, type Message } from '#src/i18n/messages.js';

const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export function newAgriId(app: FastifyInstance): string {
  for (;;) {
    let id = 'AG';
    for (let i = 0; i < 8; i++) id += ALNUM[randomInt(ALNUM.length)];
    if (!app.repos.devices.agriIdTaken(id)) return id;
  }
}

/** Creating or copying beyond the bound the document states for a device's factor list is 409. */
export function assertRoomForFactor(app: FastifyInstance, deviceId: number): void {
  assertRoom(app, 'FactorListResponse', app.repos.factors.ofDevice(deviceId).length, (max) =>
    msg('factor.too_many', { max }),
  );
}

/** Business rules of the factor form beyond the schema: a name that is not blank, min ≤ max. */
export function checkFactor(f: Pick<FactorRecord, 'name' | 'min_value' | 'max_value'>): void {
  const errors: Record<string, Message> = {};
  if (!f.name.trim()) errors.name = msg('factor.name_blank');
  if (f.min_value !== null && f.max_value !== null && f.min_value > f.max_value)
    errors.max_value = msg('factor.max_below_min');
  if (Object.keys(errors).length) throw fieldErrors(errors);
}

/** The factor of the path, under the device of the path (404 otherwise). */
export function requireFactor(
  app: FastifyInstance,
  req: FastifyRequest,
  params: { project_id: string; device_pk: number; factor_id: number },
): { device: DeviceRecord; factor: FactorRecord } {
  const device = requireDevice(app, req, params.device_pk, params.project_id);
  const factor = app.repos.factors.byId(params.factor_id);
  if (!factor || factor.device_id !== device.id) throw notFound('factor');
  return { device, factor };
}
