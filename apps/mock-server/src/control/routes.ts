/**
 * Routes of the /__mock__/ control plane (openapi/control.yaml), behind ./guard.ts (the token). The control plane exists
 * for development and tests; production has it off unless MOCK_CONTROL=1. Answers use the API envelope. See
 * docs/mock-server.md for examples.
 */
import type { FastifyInstance } from 'fastify';
import type { DeviceRecord } from '#src/db/types.js';
import { ok } from '#src/lib/errors.js';
import { worldServices } from '#src/services/world-services.js';
import { clockRoutes, clockState } from './clock-routes.js';
import { deviceRoutes, deviceState } from './device-routes.js';
import { faultRoutes } from './fault-routes.js';
import { jobRoutes } from './job-routes.js';
import { controlOperation } from './operation.js';
import { providerStateRoutes } from './provider-states.js';
import { sandboxRoutes } from './sandbox-routes.js';
import { tokenRoutes } from './token-routes.js';
import { variantRoutes } from './variant-routes.js';

export async function controlRoutes(app: FastifyInstance) {
  // Registered, not awaited, so that they load after this plugin's own hooks and share them: the contract's
  // provider-state protocol (provider-states.ts), sandboxes, the clock, devices, faults, export and forwarding jobs,
  // variants, the token.
  for (const routes of [
    providerStateRoutes,
    sandboxRoutes,
    clockRoutes,
    deviceRoutes,
    faultRoutes,
    jobRoutes,
    variantRoutes,
    tokenRoutes,
  ])
    void app.register(routes);

  controlOperation(app, 'getMockState', async () => {
    const services = worldServices(app);
    const forced = Object.entries(app.repos.devices.allEvents())
      .filter(([, e]) => (e.forced.at(-1)?.state ?? 'auto') !== 'auto')
      .map(([id]) => app.repos.devices.byId(Number(id)))
      .filter((d): d is DeviceRecord => d !== undefined)
      .map((d) => deviceState(app, d));
    return ok({
      seed: app.config.seed,
      scale: app.config.scale,
      clock: clockState(app),
      faults: app.faults.list(),
      latency: app.faults.getLatency(),
      export_failures: services.exports.faults.pending(),
      forwarding: services.forwarding.stats,
      forced_devices: forced,
      variants: app.variants,
    });
  });

  controlOperation(app, 'resetWorld', async () => {
    await app.resetMock('control');
    return ok({ reset: true as const, seed: app.config.seed, scale: app.config.scale });
  });
}
