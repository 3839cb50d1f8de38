/**
 * Tag "analytics": the project's total data_count and its 24 hourly buckets, from the same arithmetic as the history
 * (src/simulation/analytics.ts), so the dashboard agrees with every factor page.
 */
import type { FastifyInstance } from 'fastify';
import { ok } from '#src/lib/errors.js';
import { dataCountAsync, hourlyCountsAsync } from '#src/simulation/analytics.js';
import { simEntries } from '#src/services/export-spec.js';

export default async function analyticsRoutes(app: FastifyInstance) {
  app.operation('getProjectDataTotal', async (req) => {
    const entries = simEntries(app, app.repos.devices.ofProject(req.params.project_id));
    return ok({ data_count: await dataCountAsync(app.sim, entries, app.clock.nowSeconds()) });
  });

  app.operation('getProjectDataHourly', async (req) => {
    const entries = simEntries(app, app.repos.devices.ofProject(req.params.project_id));
    return ok({ items: await hourlyCountsAsync(app.sim, entries, app.clock.nowSeconds()) });
  });
}
