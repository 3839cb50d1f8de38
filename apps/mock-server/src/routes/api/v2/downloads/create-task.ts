/**
 * A new export task of a device's factors over a time range: checked against the project's bound of tasks and the
 * export quotas (a full queue is 429, an export that does not fit the storage left is 409), then queued `pending`.
 */
import type { FastifyInstance } from 'fastify';
import { conflict, fieldError, ok, throttled } from '#src/lib/errors.js';
import { assertRoom } from '#src/lib/limits.js';
import { estimateExportBytes } from '#src/services/export-spec.js';
import { worldServices } from '#src/services/world-services.js';
import { factorTypeDetail } from '#src/simulation/factor-types.js';
import { formatLocal } from '#src/simulation/time.js';
import { taskView } from '#src/views/downloads.js';
import { msg } from '#src/i18n/messages.js';

export default function registerCreateTask(app: FastifyInstance): void {
  app.operation('createDownloadTask', { permission: 'data' }, async (req, reply) => {
    const { device_id, factors, start_time, end_time, name } = req.body;
    const device = app.repos.devices.byId(device_id);
    if (!device || device.org_id !== req.org!.id || device.project_id !== req.params.project_id) {
      throw fieldError('device_id', msg('download.device_not_in_project'));
    }
    const own = new Map(app.repos.factors.ofDevice(device.id).map((f) => [f.id, f]));
    const missing = factors.filter((id) => !own.has(id));
    if (missing.length > 0) {
      throw fieldError(
        'factors',
        msg('download.factors_not_of_device', { factors: missing.join(', ') }),
      );
    }
    if (end_time < start_time) throw fieldError('end_time', msg('download.end_before_start'));
    assertRoom(
      app,
      'DownloadTaskListResponse',
      app.repos.downloads.countOfProject(req.params.project_id),
      (max) => msg('download.too_many', { max }),
    );
    const services = worldServices(app);
    const admission = services.exportQuotas.admit(
      req.org!.id,
      estimateExportBytes(app, device.id, factors, start_time, end_time),
    );
    if (!admission.ok)
      throw admission.reason === 'queue'
        ? throttled(admission.message, 60)
        : conflict(admission.message);
    const day = formatLocal(start_time, app.sim.tz ?? 'Asia/Shanghai').slice(0, 10);
    const task = app.repos.downloads.create({
      name: name?.trim() || `${device.device_name} ${day}`,
      status: 'pending',
      progress: 0,
      create_time: app.clock.nowSeconds(),
      error_msg: null,
      device: { id: device.id, device_id: device.device_id, device_name: device.device_name },
      factors: factors.map((id) => {
        const f = own.get(id)!;
        return {
          id,
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
    });
    await app.repos.commit();
    services.exports.enqueue(task.id);
    reply.code(201);
    return ok(taskView(task, req.language));
  });
}
