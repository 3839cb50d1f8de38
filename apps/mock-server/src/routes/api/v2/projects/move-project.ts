/**
 * A project moved to another organization, with its devices: by an owner or manager of both; API tokens limited to it
 * stop reaching it (src/repositories/projects.ts).
 */
import type { FastifyInstance } from 'fastify';
import { fieldError, forbidden, ok } from '#src/lib/errors.js';
import { projectView } from '#src/views/projects.js';
import { assertRoomForProject } from './project-bound.js';

export default function registerMoveProject(app: FastifyInstance): void {
  app.operation('transferProject', { permission: 'project-admin' }, async (req) => {
    const project = app.guard.requireProject(req, req.params.project_id);
    const from = req.org!;
    const slug = req.body.target_org_slug;
    if (slug === from.slug)
      throw fieldError('target_org_slug', 'The project is already in this organization.');
    const target = app.repos.organizations.bySlug(slug);
    const auth = req.auth;
    const m =
      target && auth?.kind === 'session'
        ? app.repos.organizations.membership(target.id, auth.user.id)
        : undefined;
    if (!target || !m || app.repos.organizations.isBlacklisted(target.id, m.user_id))
      throw fieldError('target_org_slug', `You are not a member of organization "${slug}".`);
    if (m.role !== 'owner' && m.role !== 'manager')
      throw forbidden(`You must be owner or manager of "${slug}" to move a project into it`);
    assertRoomForProject(app, target.id);
    app.repos.projects.moveToOrganization(project, target.id);
    await app.repos.commit();
    return ok(projectView(app, req, project));
  });
}
