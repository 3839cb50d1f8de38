/** API shape of a project: the caller's favorite flag and the device / offline counts the dashboard shows. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProjectRecord, Schemas } from '#src/db/types.js';
import type { Repositories } from '#src/repositories/index.js';
import { deviceOnlineState } from './devices.js';

interface Counts {
  total: number;
  offline: number;
}

interface OrgCounts {
  byProject: Map<string, Counts>;
  /** Computed at `at` for the store version `version`; they hold until the first device's state changes. */
  at: number;
  until: number;
  version: number;
}

const caches = new WeakMap<Repositories, Map<number, OrgCounts>>();

/**
 * Device and offline counts of every project of an organization, kept until a device of it changes (a write to devices
 * or their events) or the first of its devices' online states passes its breakpoint (views/devices.ts). With 10,000
 * devices a project list costs a lookup, not a sweep of every device once per second.
 */
function projectCounts(
  app: FastifyInstance,
  orgId: number,
  now = app.clock.nowSeconds(),
): Map<string, Counts> {
  const version = app.repos.devices.version();
  let byOrg = caches.get(app.repos);
  if (!byOrg) {
    byOrg = new Map();
    caches.set(app.repos, byOrg);
  }
  const known = byOrg.get(orgId);
  if (known && known.version === version && known.at <= now && now < known.until)
    return known.byProject;
  const byProject = new Map<string, Counts>();
  let until = Number.MAX_SAFE_INTEGER;
  for (const d of app.repos.devices.ofOrganization(orgId)) {
    if (d.project_id === null) continue;
    const c = byProject.get(d.project_id) ?? { total: 0, offline: 0 };
    c.total++;
    const state = deviceOnlineState(app, d, now);
    if (!state.online) c.offline++;
    if (state.until < until) until = state.until;
    byProject.set(d.project_id, c);
  }
  byOrg.set(orgId, { byProject, at: now, until, version });
  return byProject;
}

export function projectView(
  app: FastifyInstance,
  req: FastifyRequest,
  p: ProjectRecord,
  now = app.clock.nowSeconds(),
): Schemas['Project'] {
  const c = projectCounts(app, p.org_id, now).get(p.project_id);
  const userId = req.auth?.kind === 'session' ? req.auth.user.id : null;
  return {
    project_id: p.project_id,
    name: p.name,
    favorite: userId !== null && app.repos.projects.isFavorite(userId, p.project_id),
    device_count: c?.total ?? 0,
    offline_device_count: c?.offline ?? 0,
    created_at: p.created_at,
  };
}
