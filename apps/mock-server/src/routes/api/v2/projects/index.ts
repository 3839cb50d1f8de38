/** Tag "projects": projects of the organization named by X-Org-Slug. */
import type { FastifyInstance } from 'fastify';
import { reachesProject } from '#src/auth/permissions.js';
import { ok } from '#src/lib/errors.js';
import { requiredName } from '#src/lib/text.js';
import { projectView } from '#src/views/projects.js';
import registerMoveProject from './move-project.js';
import registerProject from './project.js';
import { assertRoomForProject } from './project-bound.js';
import { msg } from '#src/i18n/messages.js';

export default async function projectRoutes(app: FastifyInstance) {
  app.operation('listProjects', (req) => {
    const search = req.query.search?.trim().toLowerCase();
    const now = app.clock.nowSeconds();
    const list = app.repos.projects
      .ofOrganization(req.org!.id)
      .filter((p) => reachesProject(req.auth, p.project_id))
      .filter(
        (p) =>
          !search ||
          p.name.toLowerCase().includes(search) ||
          p.project_id.toLowerCase().includes(search),
      )
      .map((p) => projectView(app, req, p, now))
      // favorites first; a stable sort keeps the repository's name order within each group
      .sort((a, b) => Number(b.favorite) - Number(a.favorite));
    return ok(list);
  });

  app.operation('createProject', { permission: 'project' }, async (req, reply) => {
    const name = requiredName(req.body.name, msg('project.name_blank'));
    assertRoomForProject(app, req.org!.id);
    const project = app.repos.projects.create(req.org!.id, name, app.clock.nowMs());
    // A token limited to projects reaches the projects it creates.
    if (req.auth?.kind === 'token')
      app.repos.tokens.grantProject(req.auth.token, project.project_id);
    await app.repos.commit();
    reply.code(201);
    return ok(projectView(app, req, project));
  });

  registerProject(app);
  registerMoveProject(app);
}
