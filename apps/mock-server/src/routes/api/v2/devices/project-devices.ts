/** Devices of a project: list, read, change, unbind, move to another project or organization. */
import type { FastifyInstance } from 'fastify';
import type { DeviceSettings } from '#src/repositories/devices.js';
import { ok } from '#src/lib/errors.js';
import { requiredName, textOrNull } from '#src/lib/text.js';
import {
  pageDevices,
  requireDevice,
  targetProject,
  transferDevice,
} from '#src/services/devices.js';
import { deviceView } from '#src/views/devices.js';
import { msg } from '#src/i18n/messages.js';

export default function registerProjectDevices(app: FastifyInstance): void {
  app.operation('listProjectDevices', (req) =>
    ok(pageDevices(app, req, app.repos.devices.ofProject(req.params.project_id), req.query)),
  );

  app.operation('getDevice', (req) =>
    ok(deviceView(app, requireDevice(app, req, req.params.device_pk, req.params.project_id))),
  );

  app.operation('updateDevice', { permission: 'device' }, async (req) => {
    const d = requireDevice(app, req, req.params.device_pk, req.params.project_id);
    const { device_name, info, is_debug, report_interval } = req.body;
    const changes: DeviceSettings = {};
    if (device_name !== undefined)
      changes.device_name = requiredName(device_name, msg('device.name_blank'), 'device_name');
    if (info !== undefined) changes.info = textOrNull(info);
    if (is_debug !== undefined) changes.is_debug = is_debug;
    if (report_interval !== undefined) changes.report_interval = report_interval;
    app.repos.devices.updateSettings(d, changes);
    await app.repos.commit();
    return ok(deviceView(app, d));
  });

  app.operation('deleteDevice', { permission: 'device-admin' }, async (req, reply) => {
    app.repos.devices.unbind(requireDevice(app, req, req.params.device_pk, req.params.project_id));
    await app.repos.commit();
    return reply.code(204).send();
  });

  app.operation('setDeviceProject', { permission: 'device' }, async (req) => {
    const d = requireDevice(app, req, req.params.device_pk, req.params.project_id);
    app.repos.devices.moveToProject(d, targetProject(app, req, d, req.body.project_id).project_id);
    await app.repos.commit();
    return ok(deviceView(app, d));
  });

  app.operation('transferDeviceToOrg', { permission: 'device-admin' }, async (req) => {
    const d = requireDevice(app, req, req.params.device_pk, req.params.project_id);
    transferDevice(app, req, d, req.body.target_org_slug);
    await app.repos.commit();
    return ok(deviceView(app, d));
  });
}
