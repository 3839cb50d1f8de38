/**
 * What the caller may reach: the organization of X-Org-Slug (membership, blacklist, an API token's own organization),
 * the project of the path (404 across organizations and outside a token's projects), and whether the role may make
 * the change (the role matrix of permissions.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Operation as OperationSpec } from '@iot/openapi';
import type { OrganizationRecord, ProjectRecord } from '#src/db/types.js';
import { forbidden, notAuthenticated, notFound } from '#src/lib/errors.js';
import type { Area, OperationOptions } from './access.js';
import { ALL_PERMISSIONS, reachesProject, refusal, type Actor } from './permissions.js';
import { msg } from '#src/i18n/messages.js';

/** Resolves the caller's access to an organization (403 when not a member or barred). */
export function orgAccess(
  app: FastifyInstance,
  request: FastifyRequest,
  slug: string,
): OrganizationRecord {
  const auth = request.auth;
  if (!auth) throw notAuthenticated();
  const org = app.repos.organizations.bySlug(slug);
  let actor: Actor;
  if (auth.kind === 'token') {
    if (!org || org.id !== auth.token.org_id)
      throw forbidden(msg('access.token_other_org', { slug }));
    actor = { kind: 'token', role: auth.token.role, perms: ALL_PERMISSIONS };
    request.membership = null;
  } else {
    const m = org ? app.repos.organizations.membership(org.id, auth.user.id) : undefined;
    if (!org || !m) throw forbidden(msg('access.not_member', { slug }));
    if (app.repos.organizations.isBlacklisted(org.id, auth.user.id))
      throw forbidden(msg('access.barred', { slug }));
    actor = { kind: 'session', role: m.role, perms: m.role === 'owner' ? ALL_PERMISSIONS : m };
    request.membership = m;
  }
  request.org = org;
  request.actor = actor;
  return org;
}

/** The project of the current organization (404 otherwise, and outside an API token's projects). */
export function requireProject(
  app: FastifyInstance,
  request: FastifyRequest,
  projectId: string,
): ProjectRecord {
  const project = app.repos.projects.byId(projectId);
  if (!project || !request.org || project.org_id !== request.org.id) throw notFound('project');
  if (!reachesProject(request.auth, projectId)) throw notFound('project');
  return project;
}

/** 403 unless the caller's role in the organization may make a change of `area`. */
export function check(request: FastifyRequest, area: Area): void {
  if (!request.actor) throw forbidden(msg('access.no_organization'));
  const why = refusal(request.actor, area);
  if (why) throw forbidden(why);
}

/** The `authorize` hook: the organization of X-Org-Slug, the project of the path, the role for a change. */
export function authorize(
  app: FastifyInstance,
  request: FastifyRequest,
  op: OperationSpec,
  opts: OperationOptions,
): void {
  if (!op.orgScoped) return;
  orgAccess(app, request, String((request.headers as Record<string, unknown>)['x-org-slug']));
  const params = request.params as Record<string, unknown>;
  if (typeof params.project_id === 'string') requireProject(app, request, params.project_id);
  if (op.method !== 'GET' && opts.permission) check(request, opts.permission);
}
