/**
 * Forwarder deliveries to MongoDB: the official driver connects and pings with a short server-selection timeout,
 * every connection through the SSRF guard (src/net/egress.ts); every failure to reach the server reads the same
 * (unreachableMongo).
 */
import { resolveSrv as dnsResolveSrv } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { MongoClient } from 'mongodb';
import {
  addressAllowed,
  EgressRefused,
  guardedLookup,
  mongoHosts,
  resolveAllowed,
  type EgressPolicy,
} from '#src/net/egress.js';
import { msg, type Message } from '#src/i18n/messages.js';
import { elapsedSince, type DeliveryResult } from './forward-delivery.js';

export const unreachableMongo = (timeoutMs: number): Message =>
  msg('forwarder.mongo_unreachable', { seconds: timeoutMs / 1000 });
export const MONGO_URI_INVALID = msg('forwarder.mongo_uri_invalid');
const MONGO_AUTH_FAILED = msg('forwarder.mongo_auth_failed');

/**
 * Checks every host of a MongoDB URI against the policy (a `mongodb+srv` name through its SRV records); resolves
 * with null when all are allowed, else with the sentence to show. Used when saving and before connecting.
 */
export async function mongoDestinationProblem(
  uri: string,
  egress: EgressPolicy,
  resolveSrv: (name: string) => Promise<{ name: string; port: number }[]> = dnsResolveSrv,
): Promise<'invalid' | 'refused' | null> {
  const parsed = mongoHosts(uri);
  if (!parsed) return 'invalid';
  try {
    const seeds = parsed.srv
      ? await resolveSrv(`_mongodb._tcp.${parsed.hosts[0]!.host}`).catch(() => {
          throw new EgressRefused('no SRV records');
        })
      : parsed.hosts.map((h) => ({ name: h.host, port: h.port }));
    if (seeds.length === 0) return 'refused';
    await Promise.all(seeds.map((h) => resolveAllowed(h.name, h.port, egress)));
    return null;
  } catch (err) {
    if ((err as { code?: string }).code === 'EGRESS_REFUSED') return 'refused';
    throw err;
  }
}

/**
 * A MongoClient whose every connection goes through the policy: host names through the guarded lookup; a server the
 * replica set announces by a refused IP address closes the client before it is used. The driver is loaded on first
 * use: most servers never forward to MongoDB, and loading it costs ≈ 0.1 s of the start.
 */
export async function guardedMongoClient(
  uri: string,
  egress: EgressPolicy,
  timeoutMs: number,
): Promise<MongoClient> {
  const { MongoClient } = await import('mongodb');
  const client = new MongoClient(uri, {
    serverSelectionTimeoutMS: timeoutMs,
    connectTimeoutMS: timeoutMs,
    socketTimeoutMS: timeoutMs,
    lookup: guardedLookup(egress, -1),
  });
  client.on('serverOpening', (event) => {
    const at = event.address.lastIndexOf(':');
    const host = event.address.slice(0, at).replace(/^\[|\]$/g, '');
    const port = Number(event.address.slice(at + 1));
    if (isIP(host) !== 0 && !addressAllowed(host, port, egress)) void client.close();
  });
  return client;
}

/** The message for a failed MongoDB call: only what the user needs (bad URI, bad credentials), else unreachable. */
export function mongoError(err: unknown, timeoutMs: number): Message {
  const e = err as { name?: string; code?: number; message?: string };
  if (e.name === 'MongoParseError' || e.name === 'MongoInvalidArgumentError')
    return MONGO_URI_INVALID;
  if (e.code === 18 || /authentication failed/i.test(e.message ?? '')) return MONGO_AUTH_FAILED;
  return unreachableMongo(timeoutMs);
}

/** Connects with the official driver through the policy, pings, disconnects. Never throws. */
export async function testMongodb(
  uri: string,
  collection: string,
  opts: { timeoutMs?: number; egress: EgressPolicy },
): Promise<DeliveryResult> {
  const start = process.hrtime.bigint();
  const timeout = opts.timeoutMs ?? 3000;
  const failed = (error: Message): DeliveryResult => ({
    ok: false,
    status_code: null,
    elapsed_ms: elapsedSince(start),
    error,
  });
  if (!collection.trim()) return failed(msg('forwarder.collection_blank'));
  const problem = await mongoDestinationProblem(uri, opts.egress).catch(() => 'refused' as const);
  if (problem === 'invalid') return failed(MONGO_URI_INVALID);
  if (problem === 'refused') return failed(unreachableMongo(timeout));
  let client: MongoClient | undefined;
  try {
    client = await guardedMongoClient(uri, opts.egress, timeout);
    await client.connect();
    await client.db().command({ ping: 1 });
    return { ok: true, status_code: null, elapsed_ms: elapsedSince(start), error: null };
  } catch (err) {
    return failed(mongoError(err, timeout));
  } finally {
    await client?.close().catch(() => undefined);
  }
}
