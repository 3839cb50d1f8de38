/** Tag "data": factor history computed by the simulation (src/simulation/history.ts), newest first. */
import type { FastifyInstance } from 'fastify';
import { ok } from '#src/lib/errors.js';
import { simDevice } from '#src/repositories/devices.js';
import { simFactor } from '#src/repositories/factors.js';
import { visibleFactor } from '#src/services/devices.js';
import { historyPage } from '#src/simulation/history.js';

export default async function dataRoutes(app: FastifyInstance) {
  app.operation('getFactorHistory', (req) => {
    const { factor, device } = visibleFactor(app, req, req.params.agri_id);
    const page = historyPage(
      app.sim,
      simDevice(device),
      simFactor(factor),
      app.repos.devices.events(device.id),
      {
        now: app.clock.nowSeconds(),
        minTimestamp: req.query.min_timestamp ?? null,
        page: req.query.page ?? 1,
        pageSize: req.query.page_size ?? 1000,
      },
    );
    return ok(page);
  });
}
