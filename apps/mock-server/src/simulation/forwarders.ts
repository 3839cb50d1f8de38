/**
 * Forwarder deliveries. HTTP POST: the body is JSON, `X-Signature: sha256=<hex HMAC-SHA256(raw body, secret_key)>`
 * and `X-Timestamp: <unix seconds>`; a 2xx answer counts as delivered. MongoDB: the official driver connects and
 * pings with a short server-selection timeout and reports the driver's own error message.
 */
import { createHmac } from 'node:crypto';
import { MongoClient } from 'mongodb';

export interface DeliveryResult {
  ok: boolean;
  /** The receiver's HTTP status; null for MongoDB or a network error. */
  status_code: number | null;
  elapsed_ms: number;
  error: string | null;
}

export interface ForwardSample {
  device_id: string;
  agri_id: string;
  the_type: number;
  t: number;
  value: number;
}

/** What is POSTed: the organization, when it was sent, and the samples (one for a test). */
export interface ForwardPayload {
  organization: string;
  sent_at: number;
  test: boolean;
  samples: ForwardSample[];
}

export const SIGNATURE_HEADER = 'X-Signature';
export const TIMESTAMP_HEADER = 'X-Timestamp';

/** The X-Signature value for a raw body. */
export function signBody(body: string, secret: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

const elapsedSince = (start: bigint): number =>
  Math.round(Number(process.hrtime.bigint() - start) / 1e4) / 100;

/** The innermost useful message of a fetch/driver error (fetch wraps the socket error in `cause`). */
export function errorMessage(err: unknown): string {
  if (err instanceof Error) {
    if (err.name === 'TimeoutError' || err.name === 'AbortError')
      return 'Timed out waiting for the receiver';
    const cause = (err as { cause?: unknown }).cause;
    if (cause instanceof Error && cause.message) return cause.message;
    const code = (cause as { code?: string } | undefined)?.code;
    return code ? `${err.message} (${code})` : err.message;
  }
  return String(err);
}

/** POSTs a signed JSON body once and reports what happened. Never throws. */
export async function postSigned(
  url: string,
  payload: unknown,
  secret: string,
  opts: { timeoutMs?: number; now?: number } = {},
): Promise<DeliveryResult> {
  const body = JSON.stringify(payload);
  const start = process.hrtime.bigint();
  try {
    const res = await fetch(url, {
      method: 'POST',
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(opts.timeoutMs ?? 5000),
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'iot-console-mock-forwarder/1',
        [SIGNATURE_HEADER]: signBody(body, secret),
        [TIMESTAMP_HEADER]: String(opts.now ?? Math.floor(Date.now() / 1000)),
      },
    });
    await res.arrayBuffer().catch(() => undefined);
    const ok = res.status >= 200 && res.status < 300;
    return {
      ok,
      status_code: res.status,
      elapsed_ms: elapsedSince(start),
      error: ok ? null : `The receiver answered HTTP ${res.status}`,
    };
  } catch (err) {
    return {
      ok: false,
      status_code: null,
      elapsed_ms: elapsedSince(start),
      error: errorMessage(err),
    };
  }
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

/** Connects with the official driver, pings, disconnects. Never throws. */
export async function testMongodb(
  uri: string,
  collection: string,
  opts: { timeoutMs?: number } = {},
): Promise<DeliveryResult> {
  const start = process.hrtime.bigint();
  const timeout = opts.timeoutMs ?? 3000;
  let client: MongoClient | undefined;
  try {
    if (!collection.trim()) throw new Error('The collection name is empty');
    client = new MongoClient(uri, {
      serverSelectionTimeoutMS: timeout,
      connectTimeoutMS: timeout,
      socketTimeoutMS: timeout,
    });
    await client.connect();
    await client.db().command({ ping: 1 });
    return { ok: true, status_code: null, elapsed_ms: elapsedSince(start), error: null };
  } catch (err) {
    return {
      ok: false,
      status_code: null,
      elapsed_ms: elapsedSince(start),
      error: errorMessage(err),
    };
  } finally {
    await client?.close().catch(() => undefined);
  }
}
