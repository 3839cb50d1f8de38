/**
 * Forwarder deliveries. HTTP POST: the body is JSON, `X-Signature: sha256=<hex HMAC-SHA256(raw body, secret_key)>`
 * and `X-Timestamp: <unix seconds>`; a 2xx answer counts as delivered. MongoDB: the official driver connects and
 * pings with a short server-selection timeout. Every connection goes through the SSRF guard (src/net/egress.ts), and
 * every failure to reach the other side reads the same (unreachablePost / unreachableMongo).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { resolveSrv as dnsResolveSrv } from 'node:dns/promises';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { MongoClient } from 'mongodb';
import type { ForwardSample } from '#src/simulation/sample-stream.js';
import {
  addressAllowed,
  EgressRefused,
  guardedLookup,
  httpTarget,
  mongoHosts,
  resolveAllowed,
  type EgressPolicy,
} from '#src/net/egress.js';

/** A new forwarder's signing secret. */
export const newForwarderSecret = (): string => `whsec_${randomBytes(16).toString('hex')}`;

export interface DeliveryResult {
  ok: boolean;
  /** The receiver's HTTP status; null for MongoDB or a network error. */
  status_code: number | null;
  elapsed_ms: number;
  error: string | null;
}

export type { ForwardSample };

/** What is POSTed: the organization, when it was sent, and the samples (one for a test). */
export interface ForwardPayload {
  organization: string;
  sent_at: number;
  test: boolean;
  samples: ForwardSample[];
}

export const SIGNATURE_HEADER = 'X-Signature';
/** How long a POST may take before it counts as not delivered (MOCK_FORWARD_TIMEOUT_MS). */
export const DEFAULT_POST_TIMEOUT_MS = 5000;
export const TIMESTAMP_HEADER = 'X-Timestamp';

/** The X-Signature value for a raw body. */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

const elapsedSince = (start: bigint): number =>
  Math.round(Number(process.hrtime.bigint() - start) / 1e4) / 100;

/**
 * The one answer for every failure to reach a receiver — refused by policy, unknown name, closed port, a service that
 * is not HTTP, TLS failure, timeout — so that the test call cannot serve as a port scanner of anybody's network.
 */
export const unreachablePost = (timeoutMs: number): string =>
  `The receiver could not be reached: the URL must name a public host that accepts the connection and answers within ${timeoutMs / 1000} s.`;
export const unreachableMongo = (timeoutMs: number): string =>
  `The MongoDB server could not be reached: the URI must name public hosts that accept the connection within ${timeoutMs / 1000} s.`;
export const MONGO_URI_INVALID = 'The URI is not a valid MongoDB connection string.';
export const MONGO_AUTH_FAILED = 'The MongoDB server refused the user name or password.';

export interface DeliveryOptions {
  egress: EgressPolicy;
  timeoutMs?: number;
  /** Now in whole seconds: the signed X-Timestamp. */
  now: number;
  /** Aborts the request early (the forwarding round's per-organization deadline). */
  signal?: AbortSignal;
}

/** Sends one request and settles with its status, or null when no HTTP answer came (whatever the reason). */
function postOnce(
  target: NonNullable<ReturnType<typeof httpTarget>>,
  body: string,
  headers: Record<string, string>,
  egress: EgressPolicy,
  signal: AbortSignal,
): Promise<number | null> {
  return new Promise((resolve) => {
    const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(target.url, {
      method: 'POST',
      headers: { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
      lookup: guardedLookup(egress, target.port),
      agent: false,
      signal,
    });
    req.on('response', (res) => {
      resolve(res.statusCode ?? null);
      res.destroy();
    });
    req.on('error', () => resolve(null));
    req.end(body);
  });
}

/** POSTs a signed JSON body once (redirects are not followed) and reports what happened. Never throws. */
export async function postSigned(
  url: string,
  payload: unknown,
  secret: string,
  opts: DeliveryOptions,
): Promise<DeliveryResult> {
  const body = JSON.stringify(payload);
  const start = process.hrtime.bigint();
  const timeoutMs = opts.timeoutMs ?? DEFAULT_POST_TIMEOUT_MS;
  const target = httpTarget(url);
  const status =
    target && (isIP(target.host) === 0 || addressAllowed(target.host, target.port, opts.egress))
      ? await postOnce(
          target,
          body,
          {
            'Content-Type': 'application/json',
            'User-Agent': 'iot-console-mock-forwarder/1',
            [SIGNATURE_HEADER]: signBody(body, secret),
            [TIMESTAMP_HEADER]: String(opts.now),
          },
          opts.egress,
          opts.signal
            ? AbortSignal.any([AbortSignal.timeout(timeoutMs), opts.signal])
            : AbortSignal.timeout(timeoutMs),
        )
      : null;
  const ok = status !== null && status >= 200 && status < 300;
  return {
    ok,
    status_code: status,
    elapsed_ms: elapsedSince(start),
    error: ok
      ? null
      : status === null
        ? unreachablePost(timeoutMs)
        : `The receiver answered HTTP ${status}`,
  };
}

/** The sample body of a forwarder test. */
export function testPayload(organization: string, now: number): ForwardPayload {
  return {
    organization,
    sent_at: now,
    test: true,
    samples: [
      {
        device_id: 'SIM-TEST',
        agri_id: 'TEST000001',
        the_type: 1001,
        t: now - (now % 60),
        value: 23.4,
      },
    ],
  };
}

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

/** The sentence for a failed MongoDB call: only what the user needs (bad URI, bad credentials), else unreachable. */
export function mongoError(err: unknown, timeoutMs: number): string {
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
  const failed = (error: string): DeliveryResult => ({
    ok: false,
    status_code: null,
    elapsed_ms: elapsedSince(start),
    error,
  });
  if (!collection.trim()) return failed('The collection name is empty.');
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
