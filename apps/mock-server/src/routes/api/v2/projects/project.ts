/** One project of the organization: read it, rename it or mark it a favorite, delete it. */
import type { FastifyInstance } from 'fastify';
import { refusal } from '#src/auth/permissions.js';
import { forbidden, ok } from '#src/lib/errors.js';
import { requiredName } from '#src/lib/text.js';
import { projectView } from '#src/views/projects.js';
import { msg } from '#src/i18n/messages.js';

export default function registerProject(app: FastifyInstance): void {
  app.operation('getProject', (req) => {
    return ok(projectView(app, req, app.guard.requireProject(req, req.params.project_id)));
  });

  app.operation('updateProject', { permission: 'self' }, async (req) => {
    const project = app.guard.requireProject(req, req.params.project_id);
    const { name, favorite } = req.body;
    if (name !== undefined) {
      const why = refusal(req.actor!, 'project');
      if (why) throw forbidden(why);
      app.repos.projects.rename(project, requiredName(name, msg('project.name_blank')));
    }
    if (favorite !== undefined) {
      if (req.auth?.kind !== 'session') throw forbidden(msg('project.token_no_favorites'));
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
}
