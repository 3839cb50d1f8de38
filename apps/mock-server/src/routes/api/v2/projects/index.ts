/** Tag "projects": projects of the organization named by X-Org-Slug. */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProjectRecord } from '#src/db/types.js';
import { compareNames } from '#src/lib/collation.js';
import { fieldError, forbidden, ok } from '#src/lib/errors.js';
import { projectView } from '#src/views/projects.js';
import { limitedToProjects, reachesProject, refusal } from '#src/auth/permissions.js';
import { assertRoom } from '#src/lib/limits.js';

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw fieldError('name', 'Project name cannot be empty.');
  return trimmed;
}

const visible = (req: FastifyRequest, p: ProjectRecord): boolean =>
  reachesProject(req.auth, p.project_id);

function newProjectId(app: FastifyInstance): string {
  for (;;) {
    const id = `proj_${randomBytes(6).toString('hex').slice(0, 8)}`;
    if (!app.repos.project(id)) return id;
  }
}

export default async function projectRoutes(app: FastifyInstance) {
  const roomForProject = (orgId: number): void =>
    assertRoom(
      app,
      'ProjectListResponse',
      app.repos.projectsOf(orgId).length,
      (max) => `An organization has at most ${max} projects; delete one first.`,
    );
  app.operation('listProjects', async (req) => {
    const org = req.org!;
    const search = req.query.search?.trim().toLowerCase();
    const now = app.clock.nowSeconds();
    const list = app.repos
      .projectsOf(org.id)
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
    const project: ProjectRecord = {
      id: app.repos.nextId('projects'),
      project_id: newProjectId(app),
      name,
      org_id: req.org!.id,
      created_at: new Date().toISOString(),
    };
    app.repos.add('projects', project);
    const auth = req.auth;
    if (auth?.kind === 'token' && limitedToProjects(auth)) {
      auth.token.projects.push(project.project_id);
      app.repos.save('accessTokens', auth.token);
    }
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
      project.name = cleanName(name);
      app.repos.save('projects', project);
    }
    if (favorite !== undefined) {
      if (req.auth?.kind !== 'session') throw forbidden('API access tokens have no favorites');
      const userId = req.auth.user.id;
      const is = app.repos.isFavorite(userId, project.project_id);
      if (favorite && !is)
        app.repos.add('favorites', { user_id: userId, project_id: project.project_id });
      if (!favorite && is)
        app.repos.remove(
          'favorites',
          (f) => f.user_id === userId && f.project_id === project.project_id,
        );
    }
    await app.repos.commit();
    return ok(projectView(app, req, project));
  });

  app.operation('deleteProject', { permission: 'project-admin' }, async (req, reply) => {
    const project = app.guard.requireProject(req, req.params.project_id);
    const r = app.repos;
    for (const d of [...r.devicesOfProject(project.project_id)]) {
      d.project_id = null;
      r.save('devices', d);
    }
    r.remove('projects', (p) => p.id === project.id);
    r.remove('favorites', (f) => f.project_id === project.project_id);
    forgetProjectInTokens(app, project.project_id);
    await r.commit();
    return reply.code(204).send();
  });

  app.operation('transferProject', { permission: 'project-admin' }, async (req) => {
    const project = app.guard.requireProject(req, req.params.project_id);
    const from = req.org!;
    const slug = req.body.target_org_slug;
    if (slug === from.slug)
      throw fieldError('target_org_slug', 'The project is already in this organization.');
    const target = app.repos.orgBySlug(slug);
    const auth = req.auth;
    const m =
      target && auth?.kind === 'session'
        ? app.repos.membership(target.id, auth.user.id)
        : undefined;
    if (!target || !m || app.repos.isBlacklisted(target.id, m.user_id))
      throw fieldError('target_org_slug', `You are not a member of organization "${slug}".`);
    if (m.role !== 'owner' && m.role !== 'manager')
      throw forbidden(`You must be owner or manager of "${slug}" to move a project into it`);
    roomForProject(target.id);
    project.org_id = target.id;
    app.repos.save('projects', project);
    for (const d of [...app.repos.devicesOfProject(project.project_id)]) {
      d.org_id = target.id;
      app.repos.save('devices', d);
    }
    forgetProjectInTokens(app, project.project_id);
    await app.repos.commit();
    return ok(projectView(app, req, project));
  });
}

/** API tokens limited to some projects stop reaching a project that was deleted or moved away. */
function forgetProjectInTokens(app: FastifyInstance, projectId: string): void {
  for (const t of app.repos.all('accessTokens')) {
    if (!t.projects.includes(projectId)) continue;
    t.projects = t.projects.filter((p) => p !== projectId);
    app.repos.save('accessTokens', t);
  }
}
