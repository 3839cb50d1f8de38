/** API shape of a project: the caller's favorite flag and the device / offline counts the dashboard shows. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProjectRecord, Schemas } from '../db/types.js';
import type { Repositories } from '../repositories/index.js';
import { isDeviceOnline, nowSeconds } from './devices.js';

interface Counts {
  total: number;
  offline: number;
}

interface CountCache {
  version: number;
  second: number;
  byOrg: Map<number, Map<string, Counts>>;
}

const caches = new WeakMap<Repositories, CountCache>();

/**
 * Device and offline counts of every project of an organization, computed once per second and store version (a
 * reboot or a forced state is a commit, so it shows at once). With 10,000 devices a project list stays cheap.
 */
export function projectCounts(
  app: FastifyInstance,
  orgId: number,
  now = nowSeconds(),
): Map<string, Counts> {
  const version = app.repos.version('devices', 'events');
  let cache = caches.get(app.repos);
  if (!cache || cache.version !== version || cache.second !== now) {
    cache = { version, second: now, byOrg: new Map() };
    caches.set(app.repos, cache);
  }
  let counts = cache.byOrg.get(orgId);
  if (!counts) {
    counts = new Map();
    for (const d of app.repos.devicesOf(orgId)) {
      if (d.project_id === null) continue;
      const c = counts.get(d.project_id) ?? { total: 0, offline: 0 };
      c.total++;
      if (!isDeviceOnline(app, d, now)) c.offline++;
      counts.set(d.project_id, c);
    }
    cache.byOrg.set(orgId, counts);
  }
  return counts;
}

export function projectView(
  app: FastifyInstance,
  req: FastifyRequest,
  p: ProjectRecord,
  now = nowSeconds(),
): Schemas['Project'] {
  const c = projectCounts(app, p.org_id, now).get(p.project_id);
  const userId = req.auth?.kind === 'session' ? req.auth.user.id : null;
  return {
    project_id: p.project_id,
    name: p.name,
    favorite: userId !== null && app.repos.isFavorite(userId, p.project_id),
    device_count: c?.total ?? 0,
    offline_device_count: c?.offline ?? 0,
    created_at: p.created_at,
  };
}
