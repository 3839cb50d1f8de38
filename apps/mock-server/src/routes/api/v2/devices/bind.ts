/** Binding unbound hardware (e.g. SIM-BIND-001 with safe code SAFE-001) to the organization. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeviceRecord, Schemas } from '../../../../db/types.js';
import { conflict, fieldError, notFound } from '../../../../lib/errors.js';
import { nowSeconds } from '../../../../views/devices.js';

export async function bindDevice(
  app: FastifyInstance,
  req: FastifyRequest,
  body: Schemas['DeviceBind'],
): Promise<DeviceRecord> {
  const deviceId = body.device_id.trim();
  if (!deviceId) throw fieldError('device_id', 'Enter the device id.');
  const d = app.repos.deviceByHardwareId(deviceId);
  if (!d) throw notFound(`Device ${deviceId}`);
  if (d.safe_code !== body.safe_code.trim())
    throw fieldError('safe_code', 'The safe code does not match this device.');
  if (d.org_id !== null) throw conflict(`Device ${d.device_id} is already bound`);
  let projectId: string | null = null;
  if (body.project_id !== undefined) {
    const p = app.repos.project(body.project_id);
    const auth = req.auth;
    if (!p || p.org_id !== req.org?.id)
      throw fieldError('project_id', 'Select a project of this organization.');
    if (
      auth?.kind === 'token' &&
      !auth.token.all_projects &&
      !auth.token.projects.includes(p.project_id)
    )
      throw fieldError('project_id', 'This API access token may not reach that project.');
    projectId = p.project_id;
  } else if (req.auth?.kind === 'token' && !req.auth.token.all_projects) {
    throw fieldError(
      'project_id',
      'This API access token may bind devices only into its projects.',
    );
  }
  const now = nowSeconds();
  d.org_id = req.org!.id;
  d.project_id = projectId;
  d.bind_time = now;
  for (const f of app.repos.factorsOf(d.id)) f.since = Math.max(f.since, now);
  await app.store.commit();
  return d;
}
