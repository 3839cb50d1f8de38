/**
 * The organization's forwarder record, created (with a fresh secret) on first use, and who reads its credentials in
 * full: members who may change the settings; everyone else reads them masked (src/lib/mask.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refusal } from '#src/auth/permissions.js';
import type { ForwarderRecord } from '#src/db/types.js';
import { newForwarderSecret } from '#src/services/forward-delivery.js';

export async function forwarderOf(app: FastifyInstance, orgId: number): Promise<ForwarderRecord> {
  const known = app.repos.forwarders.of(orgId);
  if (known) return known;
  const f = app.repos.forwarders.create(orgId, newForwarderSecret());
  await app.repos.commit();
  return f;
}

export const managesSettings = (req: FastifyRequest): boolean =>
  req.actor !== null && refusal(req.actor, 'settings') === null;
