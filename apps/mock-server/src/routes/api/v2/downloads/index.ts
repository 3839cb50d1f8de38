/**
 * Tag "downloads": export tasks of a project. A task is created `pending` and run by the export runner
 * (src/simulation/export-runner.ts, at most 2 at once): `exporting` with progress, then `completed` with a CSV on
 * disk or `failed` with error_msg. The CSV is fetched through a signed, expiring link (src/services/download-links.ts)
 * served by downloadTaskFile without a bearer token.
 */
import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { DownloadTaskRecord, Schemas } from '#src/db/types.js';
import { conflict, fieldError, forbidden, notFound, ok, throttled } from '#src/lib/errors.js';
import { bindingOf, downloadLink, verifyDownload } from '#src/services/download-links.js';
import { factorTypeDetail } from '#src/simulation/factor-types.js';
import {
  estimateExportBytes,
  worldServices,
  type WorldServices,
} from '#src/services/world-services.js';
import { formatLocal } from '#src/simulation/time.js';
import { assertRoom } from '#src/lib/limits.js';

type TaskView = Schemas['DownloadTask'];

export function taskView(t: DownloadTaskRecord): TaskView {
  return {
    id: t.id,
    name: t.name,
    status: t.status,
    progress: t.progress,
    create_time: t.create_time,
    error_msg: t.error_msg,
    device: t.device,
    factors: t.factors,
    start_time: t.start_time,
    end_time: t.end_time,
    file_size: t.file_size,
  };
}

function projectTask(
  app: FastifyInstance,
  req: FastifyRequest,
  taskId: number,
): DownloadTaskRecord {
  const { project_id } = req.params as { project_id: string };
  const t = app.repos.find('downloadTasks', (x) => x.id === taskId);
  if (!t || t.org_id !== req.org?.id || t.project_id !== project_id)
    throw notFound('Download task');
  return t;
}

/** ASCII fallback plus RFC 5987 UTF-8 name, so Chinese task names survive every browser. */
function contentDisposition(name: string): string {
  const file = `${name}.csv`;
  const ascii = file.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file)}`;
}

export default async function downloadRoutes(app: FastifyInstance) {
  // The export services of the request's world (main or sandbox).
  const services = (): WorldServices => worldServices(app);

  app.operation('listDownloadTasks', async (req) => {
    const list = app.repos
      .all('downloadTasks')
      .filter((t) => t.org_id === req.org!.id && t.project_id === req.params.project_id)
      .sort((a, b) => b.create_time - a.create_time || b.id - a.id)
      .map(taskView);
    return ok(list);
  });

  app.operation('createDownloadTask', { permission: 'data' }, async (req, reply) => {
    const { device_id, factors, start_time, end_time, name } = req.body;
    const device = app.repos.device(device_id);
    if (!device || device.org_id !== req.org!.id || device.project_id !== req.params.project_id) {
      throw fieldError('device_id', 'No such device in this project.');
    }
    const own = new Map(app.repos.factorsOf(device.id).map((f) => [f.id, f]));
    const missing = factors.filter((id) => !own.has(id));
    if (missing.length > 0) {
      throw fieldError('factors', `Factor ${missing.join(', ')} does not belong to this device.`);
    }
    if (end_time < start_time)
      throw fieldError('end_time', 'The end time must not be before the start time.');
    assertRoom(
      app,
      'DownloadTaskListResponse',
      app.repos.all('downloadTasks').filter((t) => t.project_id === req.params.project_id).length,
      (max) => `A project keeps at most ${max} export tasks; delete old ones first.`,
    );
    // Quotas: a full queue is 429 (wait), an export that does not fit the storage left is 409 (delete old ones).
    const admission = services().exportQuotas.admit(
      req.org!.id,
      estimateExportBytes(app, device.id, factors, start_time, end_time),
    );
    if (!admission.ok)
      throw admission.reason === 'queue'
        ? throttled(admission.message, 60)
        : conflict(admission.message);
    const now = app.clock.nowSeconds();
    const task: DownloadTaskRecord = {
      id: app.repos.nextId('downloadTasks'),
      name:
        name?.trim() ||
        `${device.device_name} ${formatLocal(start_time, app.sim.tz ?? 'Asia/Shanghai').slice(0, 10)}`,
      status: 'pending',
      progress: 0,
      create_time: now,
      error_msg: null,
      device: { id: device.id, device_id: device.device_id, device_name: device.device_name },
      factors: factors.map((id) => {
        const f = own.get(id)!;
        return {
          id: f.id,
          name: f.name,
          agri_id: f.agri_id,
          unit: factorTypeDetail(f.the_type, 'zh').unit,
        };
      }),
      start_time,
      end_time,
      file_size: null,
      org_id: req.org!.id,
      project_id: req.params.project_id,
      file_path: null,
    };
    app.repos.add('downloadTasks', task);
    await app.repos.commit();
    services().exports.enqueue(task.id);
    reply.code(201);
    return ok(taskView(task));
  });

  app.operation('deleteDownloadTask', { permission: 'data' }, async (req, reply) => {
    const t = projectTask(app, req, req.params.task_id);
    await services().exports.remove(t.id);
    app.repos.remove('downloadTasks', (x) => x.id === t.id);
    await app.repos.commit();
    return reply.code(204).send();
  });

  app.operation('getDownloadTaskLink', async (req) => {
    const t = projectTask(app, req, req.params.task_id);
    if (t.status !== 'completed')
      throw conflict(`The task is ${t.status}; only a completed task can be downloaded.`);
    return ok(
      downloadLink(
        services().downloadSecret,
        bindingOf(app.repos.instanceId(), t),
        app.clock.nowSeconds(),
        services().downloadTtl,
      ),
    );
  });

  app.operation('downloadTaskFile', async (req, reply) => {
    const id = req.params.task_id;
    const t = app.repos.find('downloadTasks', (x) => x.id === id);
    const check = verifyDownload(
      services().downloadSecret,
      t ? bindingOf(app.repos.instanceId(), t) : null,
      req.query.expires,
      req.query.signature,
      app.clock.nowSeconds(),
    );
    if (check === 'bad_signature') throw forbidden('The download link is not valid.');
    if (check === 'expired') throw forbidden('The download link has expired; request a new one.');
    const path = t?.status === 'completed' ? t.file_path : null;
    if (
      !t ||
      !path ||
      !(await access(path).then(
        () => true,
        () => false,
      ))
    )
      throw notFound('Download file');
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition(t.name))
      .header('Cache-Control', 'private, no-store')
      .send(createReadStream(path));
  });
}
