/** The export task of the path's project: 404 for a task of another project or organization. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DownloadTaskRecord } from '#src/db/types.js';
import { notFound } from '#src/lib/errors.js';

export function projectTask(
  app: FastifyInstance,
  req: FastifyRequest,
  taskId: number,
): DownloadTaskRecord {
  const { project_id } = req.params as { project_id: string };
  const t = app.repos.downloads.byId(taskId);
  if (!t || t.org_id !== req.org?.id || t.project_id !== project_id)
    throw notFound('download_task');
  return t;
}
