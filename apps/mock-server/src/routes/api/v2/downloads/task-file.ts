/**
 * A completed task's CSV: a signed, expiring link (src/services/download-links.ts) handed to a member, and the file
 * served by that link without a bearer token.
 */
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { conflict, forbidden, notFound, ok } from '#src/lib/errors.js';
import { bindingOf, downloadLink, verifyDownload } from '#src/services/download-links.js';
import { worldServices } from '#src/services/world-services.js';
import { projectTask } from './project-task.js';
import { msg } from '#src/i18n/messages.js';

/** ASCII fallback plus RFC 5987 UTF-8 name, so Chinese task names survive every browser. */
function contentDisposition(name: string): string {
  const file = `${name}.csv`;
  const ascii = file.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}

const exists = (path: string): Promise<boolean> =>
  access(path).then(
    () => true,
    () => false,
  );

export default function registerTaskFile(app: FastifyInstance): void {
  app.operation('getDownloadTaskLink', (req) => {
    const t = projectTask(app, req, req.params.task_id);
    if (t.status !== 'completed')
      throw conflict(msg('download.not_completed', { status: msg(`task_status.${t.status}`) }));
    const { downloadSecret, downloadTtl } = worldServices(app);
    const binding = bindingOf(app.repos.instanceId(), t);
    return ok(downloadLink(downloadSecret, binding, app.clock.nowSeconds(), downloadTtl));
  });

  app.operation('downloadTaskFile', async (req, reply) => {
    const t = app.repos.downloads.byId(req.params.task_id);
    const check = verifyDownload(
      worldServices(app).downloadSecret,
      t ? bindingOf(app.repos.instanceId(), t) : null,
      req.query.expires,
      req.query.signature,
      app.clock.nowSeconds(),
    );
    if (check === 'bad_signature') throw forbidden(msg('download.link_invalid'));
    if (check === 'expired') throw forbidden(msg('download.link_expired'));
    const path = t?.status === 'completed' ? t.file_path : null;
    if (!t || !path || !(await exists(path))) throw notFound('download_file');
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition(t.name))
      .header('Cache-Control', 'private, no-store')
      .send(createReadStream(path));
  });
}
