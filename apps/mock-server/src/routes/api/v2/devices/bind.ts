/**
 * Binding unbound hardware (e.g. SIM-BIND-001 with safe code SAFE-001) to the organization. The safe code is the
 * proof of holding the device: without it, an unknown id, an unbound device and a device bound elsewhere get the same
 * answer (a field error under safe_code), so device ids cannot be enumerated (docs/security.md). With it, a device
 * already bound is a 409.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeviceRecord, Schemas } from '#src/db/types.js';
import { limitedToProjects, reachesProject } from '#src/auth/permissions.js';
import { conflict, fieldError } from '#src/lib/errors.js';
import { msg } from '#src/i18n/messages.js';

const digest = (s: string): Buffer => createHash('sha256').update(s).digest();
/** Compared in constant time (a timing difference would tell how much of the code is right). */
const sameCode = (stored: string, given: string): boolean =>
  timingSafeEqual(digest(stored), digest(given));

export async function bindDevice(
  app: FastifyInstance,
  req: FastifyRequest,
  body: Schemas['DeviceBind'],
): Promise<DeviceRecord> {
  const deviceId = body.device_id.trim();
  if (!deviceId) throw fieldError('device_id', msg('device.id_required'));
  const d = app.repos.devices.byHardwareId(deviceId);
  if (!d || !sameCode(d.safe_code, body.safe_code.trim()))
    throw fieldError('safe_code', msg('device.wrong_safe_code'));
  if (d.org_id !== null) throw conflict(msg('device.already_bound', { device: d.device_id }));
  let projectId: string | null = null;
  if (body.project_id !== undefined) {
    const p = app.repos.projects.byId(body.project_id);
    if (!p || p.org_id !== req.org?.id)
      throw fieldError('project_id', msg('device.project_of_org'));
    if (!reachesProject(req.auth, p.project_id))
      throw fieldError('project_id', msg('device.token_project_unreachable'));
    projectId = p.project_id;
  } else if (limitedToProjects(req.auth)) {
    throw fieldError('project_id', msg('device.token_binds_into_its_projects'));
  }
  app.repos.devices.bind(d, req.org!.id, projectId, app.clock.nowSeconds());
  await app.repos.commit();
  return d;
}
