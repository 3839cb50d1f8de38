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
  if (!deviceId) throw fieldError('device_id', 'Enter the device id.');
  const d = app.repos.devices.byHardwareId(deviceId);
  if (!d || !sameCode(d.safe_code, body.safe_code.trim()))
    throw fieldError('safe_code', 'The device id and safe code do not match a device.');
  if (d.org_id !== null) throw conflict(`Device ${d.device_id} is already bound`);
  let projectId: string | null = null;
  if (body.project_id !== undefined) {
    const p = app.repos.projects.byId(body.project_id);
    if (!p || p.org_id !== req.org?.id)
      throw fieldError('project_id', 'Select a project of this organization.');
    if (!reachesProject(req.auth, p.project_id))
      throw fieldError('project_id', 'This API access token may not reach that project.');
    projectId = p.project_id;
  } else if (limitedToProjects(req.auth)) {
    throw fieldError(
      'project_id',
      'This API access token may bind devices only into its projects.',
    );
  }
  app.repos.devices.bind(d, req.org!.id, projectId, app.clock.nowSeconds());
  await app.repos.commit();
  return d;
}
