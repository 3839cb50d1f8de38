/** Test helpers around export tasks: create one through the API, wait for the runner, fetch its signed link. */
import type { FastifyInstance } from 'fastify';
import { worldServices } from '#src/services/world-services.js';
import type { Session } from './helpers.js';

export interface ExportTask {
  id: number;
  status: string;
  error_msg: string | null;
  file_size: number | null;
}

/** Yesterday (local day of Asia/Shanghai) as a start/end pair: a whole day of reports. */
export function yesterday(now = Math.floor(Date.now() / 1000)) {
  const start = now - 86400 - ((now + 8 * 3600) % 86400);
  return { start_time: start, end_time: start + 86399 };
}

/** POSTs a download task of `device` in its project; resolves with the raw answer. */
export function createExport(
  app: FastifyInstance,
  who: Session,
  org: string,
  projectId: string,
  payload: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: `/api/v2/projects/${projectId}/data-download-tasks/`,
    headers: who.headers(org),
    payload,
  });
}

/** The tasks of a project once the export runner is idle. */
export async function settledTasks(
  app: FastifyInstance,
  who: Session,
  org: string,
  projectId: string,
): Promise<ExportTask[]> {
  await worldServices(app).exports.idle();
  const res = await app.inject({
    url: `/api/v2/projects/${projectId}/data-download-tasks/`,
    headers: who.headers(org),
  });
  return (res.json() as { data: ExportTask[] }).data;
}

/** The signed download URL of a completed task. */
export async function downloadUrl(
  app: FastifyInstance,
  who: Session,
  org: string,
  projectId: string,
  taskId: number,
): Promise<string> {
  const res = await app.inject({
    url: `/api/v2/projects/${projectId}/data-download-tasks/${taskId}/download/`,
    headers: who.headers(org),
  });
  if (res.statusCode !== 200) throw new Error(`download link: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { download_url: string } }).data.download_url;
}
