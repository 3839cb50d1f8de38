/**
 * The long-running parts of the simulation for one server instance: the export-job runner and the forwarding
 * service. `worldServices(app)` creates them on first use (one set per store), recovers export tasks a previous process
 * left pending/exporting, starts forwarding, and stops both when the server closes. Route files and the control plane
 * reach them through this function only.
 */
import type { FastifyInstance } from 'fastify';
import type { EgressPolicy } from '#src/net/egress.js';
import { DEFAULT_TZ, assertTimeZone } from '#src/simulation/time.js';
import type { World } from '#src/worlds/world.js';
import type { ExportQuotas } from './export-quotas.js';
import type { ExportRunner } from './export-runner.js';
import { startExports } from './export-setup.js';
import type { ForwardService } from './forward-service.js';
import { startForwarding } from './forward-setup.js';

export interface WorldServices {
  /** The SSRF guard of every forwarder connection. */
  egress: EgressPolicy;
  exports: ExportRunner;
  /** Quotas of export tasks and files (admission when a task is created; bytes while it runs). */
  exportQuotas: ExportQuotas;
  /** Deletes tasks (and files) created more than exportRetentionSeconds before `now`; resolves with their ids. */
  expireExports: (now: number) => Promise<number[]>;
  forwarding: ForwardService;
  downloadSecret: string;
  /** MOCK_DOWNLOAD_TTL seconds. */
  downloadTtl: number;
}

/** The services of the current request's world (main or sandbox), created on first use. */
export function worldServices(app: FastifyInstance): WorldServices {
  const world = app.world;
  return world.slot('services', () => createServices(app, world));
}

/**
 * Everything here runs inside `world` (worlds.run): the export jobs and timers started here keep acting on its data
 * when they resume later, outside the request that created them.
 */
function createServices(app: FastifyInstance, world: World): WorldServices {
  return app.worlds.run(world, () => {
    assertTimeZone(app.sim.tz ?? DEFAULT_TZ);
    return {
      ...startExports(app, world),
      ...startForwarding(app, world),
      downloadSecret: app.config.downloadSecret,
      downloadTtl: app.config.downloadTtl,
    };
  });
}
