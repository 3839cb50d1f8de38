/**
 * A project moved to another organization, with its devices: by an owner or manager of both; API tokens limited to it
 * stop reaching it (src/repositories/projects.ts).
 */
import type { FastifyInstance } from 'fastify';
import { fieldError, forbidden, ok } from '#src/lib/errors.js';
import { projectView } from '#src/views/projects.js';
import { assertRoomForProject } from './project-bound.js';
import { msg } from '#src/i18n/messages.js';

export default function registerMoveProject(app: FastifyInstance): void {
  app.operation('transferProject', { permission: 'project-admin' }, async (req) => {
    const project = app.guard.requireProject(req, req.params.project_id);
    const from = req.org!;
    const slug = req.body.target_org_slug;
    if (slug === from.slug) throw fieldError('target_org_slug', msg('project.already_in_org'));
    const target = app.repos.organizations.bySlug(slug);
    const auth = req.auth;
    const m =
      target && auth?.kind === 'session'
        ? app.repos.organizations.membership(target.id, auth.user.id)
        : undefined;
    if (!target || !m || app.repos.organizations.isBlacklisted(target.id, m.user_id))
      throw fieldError('target_org_slug', msg('transfer.not_member', { slug }));
    if (m.role !== 'owner' && m.role !== 'manager')
      throw forbidden(msg('project.transfer_needs_manager', { slug }));
    assertRoomForProject(app, target.id);
    app.repos.projects.moveToOrganization(project, target.id);
    await app.repos.commit();
    return ok(projectView(app, req, project));
  });
}
