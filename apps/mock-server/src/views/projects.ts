/** API shape of a project: the caller's favorite flag and the device / offline counts the dashboard shows. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProjectRecord, Schemas } from '../db/types.js';
import { isDeviceOnline, nowSeconds } from './devices.js';

export function projectView(
  app: FastifyInstance,
  req: FastifyRequest,
  p: ProjectRecord,
  now = nowSeconds(),
): Schemas['Project'] {
  const devices = app.repos.devicesOfProject(p.project_id);
  let offline = 0;
  for (const d of devices) if (!isDeviceOnline(app, d, now)) offline++;
  const userId = req.auth?.kind === 'session' ? req.auth.user.id : null;
  return {
    project_id: p.project_id,
    name: p.name,
    favorite: userId !== null && app.repos.isFavorite(userId, p.project_id),
    device_count: devices.length,
    offline_device_count: offline,
    created_at: p.created_at,
  };
}
