/** Device operations shared by the organization-level and project-level routes. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeviceRecord, FactorRecord } from '#src/db/types.js';
import { canSeeDevice, reachesProject } from '#src/auth/permissions.js';
import { fieldError, forbidden, notFound } from '#src/lib/errors.js';
import { deviceView, isDeviceOnline } from '#src/views/devices.js';
import { msg } from '#src/i18n/messages.js';

/** A device of the current organization (404 for any other id), optionally of a given project. */
export function requireDevice(
  app: FastifyInstance,
  req: FastifyRequest,
  id: number,
  projectId?: string,
): DeviceRecord {
  const d = app.repos.devices.byId(id);
  if (!d || !canSeeDevice(req.auth, req.org?.id, d)) throw notFound('device');
  if (projectId !== undefined && d.project_id !== projectId) throw notFound('device');
  return d;
}

/** The factor with this agri_id and its device, as the caller may see them, or 404 "Factor not found". */
export function visibleFactor(
  app: FastifyInstance,
  req: FastifyRequest,
  agriId: string,
): { factor: FactorRecord; device: DeviceRecord } {
  const factor = app.repos.factors.byAgriId(agriId);
  const device = factor ? app.repos.devices.byId(factor.device_id) : undefined;
  if (!factor || !device || !canSeeDevice(req.auth, req.org?.id, device)) throw notFound('factor');
  return { factor, device };
}

export interface DeviceQuery {
  search?: string;
  is_online?: boolean;
  page?: number;
  page_size?: number;
}

/** One page of devices, ordered by id; search matches device_id, device_name or agri_id. */
export function pageDevices(
  app: FastifyInstance,
  req: FastifyRequest,
  source: readonly DeviceRecord[],
  q: DeviceQuery,
) {
  const now = app.clock.nowSeconds();
  const needle = q.search?.trim().toLowerCase();
  const page = q.page ?? 1;
  const size = q.page_size ?? 20;
  const matches: DeviceRecord[] = [];
  for (const d of source) {
    if (!canSeeDevice(req.auth, req.org?.id, d)) continue;
    if (
      needle &&
      !d.device_id.toLowerCase().includes(needle) &&
      !d.device_name.toLowerCase().includes(needle) &&
      !d.agri_id.toLowerCase().includes(needle)
    )
      continue;
    if (q.is_online !== undefined && isDeviceOnline(app, d, now) !== q.is_online) continue;
    matches.push(d);
  }
  const results = matches.slice((page - 1) * size, page * size).map((d) => deviceView(app, d, now));
  return { count: matches.length, results };
}

/** The project a device moves into: of the same organization, reachable by the caller, not its current one. */
export function targetProject(
  app: FastifyInstance,
  req: FastifyRequest,
  d: DeviceRecord,
  projectId: string,
) {
  const project = app.repos.projects.byId(projectId);
  if (!project || project.org_id !== req.org?.id)
    throw fieldError('project_id', msg('device.project_of_org'));
  if (!reachesProject(req.auth, projectId))
    throw fieldError('project_id', msg('device.token_project_unreachable'));
  if (d.project_id === projectId) throw fieldError('project_id', msg('device.already_in_project'));
  return project;
}

/** Moves a device to another organization the caller manages (it arrives without a project). */
export function transferDevice(
  app: FastifyInstance,
  req: FastifyRequest,
  d: DeviceRecord,
  slug: string,
): void {
  const auth = req.auth;
  if (slug === req.org?.slug) throw fieldError('target_org_slug', msg('device.already_in_org'));
  const target = app.repos.organizations.bySlug(slug);
  const m =
    target && auth?.kind === 'session'
      ? app.repos.organizations.membership(target.id, auth.user.id)
      : undefined;
  if (!target || !m || app.repos.organizations.isBlacklisted(target.id, m.user_id))
    throw fieldError('target_org_slug', msg('transfer.not_member', { slug }));
  if (m.role !== 'owner' && !(m.role === 'manager' && m.can_manage_device))
    throw forbidden(msg('device.transfer_needs_manager', { slug }));
  app.repos.devices.transfer(d, target.id);
}
