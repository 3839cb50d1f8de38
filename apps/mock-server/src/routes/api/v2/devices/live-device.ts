/** What a device of a project is doing: restarted when it is online, and the latest values of its enabled factors. */
import type { FastifyInstance } from 'fastify';
import { conflict, ok } from '#src/lib/errors.js';
import { simDevice } from '#src/repositories/devices.js';
import { simFactor } from '#src/repositories/factors.js';
import { requireDevice } from '#src/services/devices.js';
import { rebootDevice } from '#src/simulation/device-events.js';
import { latestValues } from '#src/simulation/history.js';
import { deviceView } from '#src/views/devices.js';
import { msg } from '#src/i18n/messages.js';

export default function registerLiveDevice(app: FastifyInstance): void {
  app.operation('rebootDevice', { permission: 'device' }, async (req) => {
    const d = requireDevice(app, req, req.params.device_pk, req.params.project_id);
    const now = app.clock.nowSeconds();
    const r = rebootDevice(app.sim, simDevice(d), app.repos.devices.events(d.id), now);
    if (!r.ok) throw conflict(msg('device.offline_restart', { device: d.device_id }));
    app.repos.devices.recordEvents(d.id, r.events);
    await app.repos.commit();
    return ok(deviceView(app, d, now));
  });

  app.operation('getDeviceLatestValues', (req) => {
    const d = requireDevice(app, req, req.params.device_pk, req.params.project_id);
    const factors = app.repos.factors
      .ofDevice(d.id)
      .filter((f) => f.enabled !== false)
      .map(simFactor);
    return ok(
      latestValues(
        app.sim,
        simDevice(d),
        factors,
        app.repos.devices.events(d.id),
        app.clock.nowSeconds(),
      ),
    );
  });
}
