/**
 * Tag "forwarders": the organization's HTTP POST and MongoDB forwarders. Tests really deliver; once configured, the
 * forwarding service (src/services/forward-service.ts) sends the organization's new samples in batches. Members
 * without the settings permission read the POST url and the MongoDB URI as `scheme://host:port` only, and the secret
 * masked.
 */
import type { FastifyInstance } from 'fastify';
import { worldServices } from '#src/services/world-services.js';
import registerMongodbForwarder from './mongodb-forwarder.js';
import registerPostForwarder from './post-forwarder.js';

export default async function forwarderRoutes(app: FastifyInstance) {
  const { egress } = worldServices(app);
  registerPostForwarder(app, egress);
  registerMongodbForwarder(app, egress);
}
