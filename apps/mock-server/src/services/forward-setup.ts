/** The forwarding of one world: every organization with a forwarder, sent its devices' new samples on a timer. */
import type { FastifyInstance } from 'fastify';
import type { EgressPolicy } from '#src/net/egress.js';
import type { World } from '#src/worlds/world.js';
import { simEntries } from './export-spec.js';
import { ForwardService, type ForwardTarget } from './forward-service.js';

function forwardTargets(app: FastifyInstance): ForwardTarget[] {
  const out: ForwardTarget[] = [];
  for (const f of app.repos.forwarders.sending()) {
    const org = app.repos.organizations.byId(f.org_id);
    if (!org) continue;
    out.push({
      organization: org.slug,
      post: f.post_url ? { url: f.post_url, secret_key: f.secret_key } : null,
      mongodb:
        f.mongodb_uri && f.mongodb_collection
          ? { uri: f.mongodb_uri, collection: f.mongodb_collection }
          : null,
      devices: simEntries(app, app.repos.devices.ofOrganization(f.org_id)),
    });
  }
  return out;
}

/**
 * Starts the forwarding of `world` (every MOCK_FORWARD_INTERVAL seconds of its time, unless NODE_ENV=test); it stops when
 * the world is dropped.
 */
export function startForwarding(app: FastifyInstance, world: World) {
  const cfg = app.config;
  const egress: EgressPolicy = {
    allowPrivate: cfg.allowPrivateTargets,
    selfPorts: () => {
      const address = app.server.address();
      return address && typeof address === 'object' ? [address.port] : [];
    },
  };
  const forwarding = new ForwardService({
    cfg: app.sim,
    egress,
    timeoutMs: cfg.forwardTimeoutMs,
    tenantTimeoutMs: cfg.forwardTenantTimeoutMs,
    slots: app.serverQuotas.forwarding,
    source: () => forwardTargets(app),
    now: () => world.clock.nowSeconds(),
    intervalMs: cfg.forwardIntervalSeconds * 1000,
    log: (msg) => app.log.warn(msg),
  });
  // on the world's clock; the round runs in the world's context whatever woke it
  if (cfg.forwardOnTimer)
    forwarding.start((periodMs, fn) =>
      world.timers.every(periodMs, () => app.worlds.run(world, fn)),
    );
  world.onDispose(() => forwarding.stop());
  return { egress, forwarding };
}
