/**
 * Lookups the simulation's routes need on top of the repositories: a factor or device as the caller may see it
 * (404 for another organization's object, and outside an API token's projects).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DeviceRecord, FactorRecord } from '../db/types.js';
import { notFound } from '../lib/errors.js';

/** Whether the caller may see a device of its organization (API tokens limited to some projects). */
export function canSeeDevice(req: FastifyRequest, device: DeviceRecord): boolean {
  if (!req.org || device.org_id !== req.org.id) return false;
  const auth = req.auth;
  if (auth?.kind !== 'token' || auth.token.all_projects) return true;
  return device.project_id !== null && auth.token.projects.includes(device.project_id);
}

/** The factor with this agri_id and its device, or 404 "Factor not found". */
export function visibleFactor(
  app: FastifyInstance,
  req: FastifyRequest,
  agriId: string,
): { factor: FactorRecord; device: DeviceRecord } {
  const factor = app.repos.factorByAgriId(agriId);
  const device = factor ? app.repos.device(factor.device_id) : undefined;
  if (!factor || !device || !canSeeDevice(req, device)) throw notFound('Factor');
  return { factor, device };
}
