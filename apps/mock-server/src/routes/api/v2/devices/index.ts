/** Tag "devices": devices of the organization (with or without a project) and of its projects. */
import type { FastifyInstance } from 'fastify';
import { ok } from '#src/lib/errors.js';
import {
  pageDevices,
  requireDevice,
  targetProject,
  transferDevice,
} from '#src/services/devices.js';
import { deviceView } from '#src/views/devices.js';
import registerLiveDevice from './live-device.js';
import registerProjectDevices from './project-devices.js';
import { bindDevice } from './bind.js';

export default async function deviceRoutes(app: FastifyInstance) {
  app.operation('listDevices', (req) => {
    const { project_id, ...q } = req.query;
    let source = app.repos.devices.ofOrganization(req.org!.id);
    if (project_id === 'none') source = source.filter((d) => d.project_id === null);
    else if (project_id) source = source.filter((d) => d.project_id === project_id);
    return ok(pageDevices(app, req, source, q));
  });

  app.operation('bindDevice', { permission: 'device' }, async (req, reply) => {
    const device = await bindDevice(app, req, req.body);
    reply.code(201);
    return ok(deviceView(app, device));
  });

  app.operation('getOrgDevice', (req) =>
    ok(deviceView(app, requireDevice(app, req, req.params.device_pk))),
  );

  app.operation('deleteOrgDevice', { permission: 'device-admin' }, async (req, reply) => {
    app.repos.devices.unbind(requireDevice(app, req, req.params.device_pk));
    await app.repos.commit();
    return reply.code(204).send();
  });

  app.operation('setOrgDeviceProject', { permission: 'device' }, async (req) => {
    const d = requireDevice(app, req, req.params.device_pk);
    app.repos.devices.moveToProject(d, targetProject(app, req, d, req.body.project_id).project_id);
    await app.repos.commit();
    return ok(deviceView(app, d));
  });

  app.operation('transferOrgDevice', { permission: 'device-admin' }, async (req) => {
    const d = requireDevice(app, req, req.params.device_pk);
    transferDevice(app, req, d, req.body.target_org_slug);
    await app.repos.commit();
    return ok(deviceView(app, d));
  });

  registerProjectDevices(app);
  registerLiveDevice(app);
}
