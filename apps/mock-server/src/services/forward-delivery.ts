/**
 * Forwarder deliveries by HTTP POST: the body is JSON, `X-Signature: sha256=<hex HMAC-SHA256(raw body, secret_key)>`
 * and `X-Timestamp: <unix seconds>`; a 2xx answer counts as delivered (MongoDB: forward-mongo.ts). Every connection
 * goes through the SSRF guard (src/net/egress.ts), and every failure to reach the other side reads the same
 * (unreachablePost).
 */
import { createHmac, randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';
import type { ForwardSample } from '#src/simulation/sample-stream.js';
import { msg, type Message } from '#src/i18n/messages.js';
import { addressAllowed, guardedLookup, httpTarget, type EgressPolicy } from '#src/net/egress.js';

/** A new forwarder's signing secret. */
export const newForwarderSecret = (): string => `whsec_${randomBytes(16).toString('hex')}`;

export interface DeliveryResult {
  ok: boolean;
  /** The receiver's HTTP status; null for MongoDB or a network error. */
  status_code: number | null;
  elapsed_ms: number;
  /** Why it failed, rendered in the caller's language by the route (src/views/forwarders.ts). */
  error: Message | null;
}

export type { ForwardSample };

/** What is POSTed: the organization, when it was sent, and the samples (one for a test). */
export interface ForwardPayload {
  organization: string;
  sent_at: number;
  test: boolean;
  samples: ForwardSample[];
}

const SIGNATURE_HEADER = 'X-Signature';
/** How long a POST may take before it counts as not delivered (MOCK_FORWARD_TIMEOUT_MS). */
const DEFAULT_POST_TIMEOUT_MS = 5000;
const TIMESTAMP_HEADER = 'X-Timestamp';

/** The X-Signature value for a raw body. */
function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Milliseconds since `start` (process.hrtime.bigint()), to a hundredth. */
export const elapsedSince = (start: bigint): number =>
  Math.round(Number(process.hrtime.bigint() - start) / 1e4) / 100;

/**
 * The one answer for every failure to reach a receiver — refused by policy, unknown name, closed port, a service that
 * is not HTTP, TLS failure, timeout — so that the test call cannot serve as a port scanner of anybody's network.
 */
export const unreachablePost = (timeoutMs: number): Message =>
  msg('forwarder.post_unreachable', { seconds: timeoutMs / 1000 });

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
        : msg('forwarder.post_answered', { status }),
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
