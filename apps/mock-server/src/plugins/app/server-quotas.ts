/**
 * What the worlds of one server share (docs/decisions/0148-server-wide-quotas.md): the export queue and the export disk
 * quota count every world's exports together, and every world's forwarding takes turns in MOCK_FORWARD_CONCURRENCY
 * slots — a thousand visitors' sandboxes use what one server may use, not a thousand times that.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Slots } from '#src/lib/concurrency.js';
import { ExportTotals } from '#src/services/export-quotas.js';

declare module 'fastify' {
  interface FastifyInstance {
    serverQuotas: {
      /** Every world's export tasks and files, for MOCK_EXPORT_QUEUE_TOTAL and MOCK_EXPORT_DISK_MB. */
      exports: ExportTotals;
      /** Organizations forwarded at once across every world. */
      forwarding: Slots;
    };
  }
}

export default fp(
  async function serverQuotas(app: FastifyInstance) {
    app.decorate('serverQuotas', {
      exports: new ExportTotals(),
      forwarding: new Slots(app.config.forwardConcurrency),
    });
  },
  { name: 'server-quotas' },
);
