/**
 * Tag "downloads": export tasks of a project. A task is created `pending` and run by the export runner
 * (src/services/export-runner.ts, at most 2 at once): `exporting` with progress, then `completed` with a CSV on
 * disk or `failed` with error_msg. The CSV is fetched through a signed, expiring link (task-file.ts).
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '#src/lib/errors.js';
import { worldServices } from '#src/services/world-services.js';
import { taskView } from '#src/views/downloads.js';
import registerCreateTask from './create-task.js';
import { projectTask } from './project-task.js';
import registerTaskFile from './task-file.js';

export default async function downloadRoutes(app: FastifyInstance) {
  app.operation('listDownloadTasks', (req) => {
    const list = app.repos.downloads
      .ofProject(req.org!.id, req.params.project_id)
      .sort((a, b) => b.create_time - a.create_time || b.id - a.id)
      .map((t) => taskView(t, req.language));
    return ok(list);
  });

  registerCreateTask(app);

  app.operation('deleteDownloadTask', { permission: 'data' }, async (req, reply) => {
    const t = projectTask(app, req, req.params.task_id);
    await worldServices(app).exports.remove(t.id);
    app.repos.downloads.delete(t);
    await app.repos.commit();
    return reply.code(204).send();
  });

  registerTaskFile(app);
}
