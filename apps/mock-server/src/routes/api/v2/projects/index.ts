/** Tag "projects": projects of the organization named by X-Org-Slug. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProjectRecord } from '#src/db/types.js';
import { compareNames } from '#src/lib/collation.js';
import { fieldError, forbidden, ok } from '#src/lib/errors.js';
import { projectView } from '#src/views/projects.js';
import { reachesProject, refusal } from '#src/auth/permissions.js';
import { assertRoom } from '#src/lib/limits.js';

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw fieldError('name', 'Project name cannot be empty.');
  return trimmed;
}

const visible = (req: FastifyRequest, p: ProjectRecord): boolean =>
  reachesProject(req.auth, p.project_id);

export default async function projectRoutes(app: FastifyInstance) {
  const roomForProject = (orgId: number): void =>
    assertRoom(
      app,
      'ProjectListResponse',
      app.repos.projects.ofOrganization(orgId).length,
      (max) => `An organization has at most ${max} projects; delete one first.`,
    );
  app.operation('listProjects', async (req) => {
    const org = req.org!;
    const search = req.query.search?.trim().toLowerCase();
    const now = app.clock.nowSeconds();
    const list = app.repos.projects
      .ofOrganization(org.id)
      .filter((p) => visible(req, p))
      .filter(
        (p) =>
          !search ||
          p.name.toLowerCase().includes(search) ||
          p.project_id.toLowerCase().includes(search),
      )
      .map((p) => projectView(app, req, p, now))
      .sort((a, b) => Number(b.favorite) - Number(a.favorite) || compareNames(a.name, b.name));
    return ok(list);
  });

  app.operation('createProject', { permission: 'project' }, async (req, reply) => {
    const name = cleanName(req.body.name);
    roomForProject(req.org!.id);
    const project = app.repos.projects.create(req.org!.id, name, app.clock.nowMs());
    // A token limited to projects reaches the projects it creates.
    if (req.auth?.kind === 'token')
      app.repos.tokens.grantProject(req.auth.token, project.project_id);
    await app.repos.commit();
    reply.code(201);
    return ok(projectView(app, req, project));
  });

  app.operation('getProject', async (req) => {
    return ok(projectView(app, req, app.guard.requireProject(req, req.params.project_id)));
  });

  app.operation('updateProject', { permission: 'self' }, async (req) => {
    const project = app.guard.requireProject(req, req.params.project_id);
    const { name, favorite } = req.body;
    if (name !== undefined) {
      const why = refusal(req.actor!, 'project');
      if (why) throw forbidden(why);
      app.repos.projects.rename(project, cleanName(name));
    }
    if (favorite !== undefined) {
      if (req.auth?.kind !== 'session') throw forbidden('API access tokens have no favorites');
      app.repos.projects.setFavorite(req.auth.user.id, project.project_id, favorite);
    }
    await app.repos.commit();
    return ok(projectView(app, req, project));
  });

  app.operation('deleteProject', { permission: 'project-admin' }, async (req, reply) => {
    const project = app.guard.requireProject(req, req.params.project_id);
    app.repos.projects.delete(project);
    await app.repos.commit();
    return reply.code(204).send();
  });

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
    roomForProject(target.id);
    app.repos.projects.moveToOrganization(project, target.id);
    await app.repos.commit();
    return ok(projectView(app, req, project));
  });
}
