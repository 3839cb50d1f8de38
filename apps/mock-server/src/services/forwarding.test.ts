import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ForwardService } from './forward-service.js';
import {
  postSigned,
  testPayload,
  unreachablePost,
  type ForwardPayload,
} from './forward-delivery.js';
import { MONGO_URI_INVALID, testMongodb, unreachableMongo } from './forward-mongo.js';
import { Slots } from '#src/lib/concurrency.js';
import type { EgressPolicy } from '#src/net/egress.js';
import { historyPage } from '#src/simulation/history.js';
import { sampleStream } from '#src/simulation/sample-stream.js';
import type { SimConfig } from '#src/simulation/types.js';
import { msg } from '#src/i18n/messages.js';

const SECRET = 'whsec_test_secret';
const cfg: SimConfig = { seed: 'test-seed', rebootSeconds: 10 };
/** Local receivers: the development switch on (src/security/ssrf.test.ts covers it off). */
const egress: EgressPolicy = { allowPrivate: true, selfPorts: () => [] };

interface Received {
  verified: boolean;
  timestamp: string | undefined;
  body: ForwardPayload;
}

/** A receiver as a customer would write it: recompute the HMAC of the raw body and compare. */
/** On a port the system picks; `url` is its origin. */
function receiver(statuses: number[]): Promise<{ server: Server; got: Received[]; url: string }> {
  const got: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const expected = Buffer.from(
        `sha256=${createHmac('sha256', SECRET).update(raw).digest('hex')}`,
      );
      const given = Buffer.from(String(req.headers['x-signature'] ?? ''));
      const verified = given.length === expected.length && timingSafeEqual(given, expected);
      got.push({
        verified,
        timestamp: req.headers['x-timestamp'] as string | undefined,
        body: JSON.parse(raw.toString('utf8')),
      });
      res.statusCode = statuses.shift() ?? 200;
      res.end('ok');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, got, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

describe('postSigned', () => {
  it('arrives signed: the receiver verifies X-Signature and gets X-Timestamp', async () => {
    const r = await receiver([200]);
    server = r.server;
    const result = await postSigned(`${r.url}/hook`, testPayload('demo-farm', 1763683200), SECRET, {
      now: 1763683200,
      egress,
    });
    expect(result).toMatchObject({ ok: true, status_code: 200, error: null });
    expect(result.elapsed_ms).toBeGreaterThan(0);
    expect(r.got).toHaveLength(1);
    expect(r.got[0]).toMatchObject({ verified: true, timestamp: '1763683200' });
    expect(r.got[0]!.body).toMatchObject({ organization: 'demo-farm', test: true });
  });

  it('reports a non-2xx status and a network error without throwing', async () => {
    const r = await receiver([500]);
    server = r.server;
    const bad = await postSigned(`${r.url}/`, {}, SECRET, {
      egress,
      now: 1763683200,
    });
    expect(bad).toMatchObject({ ok: false, status_code: 500 });
    expect(bad.error).toEqual(msg('forwarder.post_answered', { status: 500 }));
    const down = await postSigned('http://127.0.0.1:5499/', {}, SECRET, {
      egress,
      now: 1763683200,
    });
    expect(down).toMatchObject({ ok: false, status_code: null, error: unreachablePost(5000) });
  });
});

describe('testMongodb', () => {
  it('reports an unreachable server quickly, in the one unreachable sentence', async () => {
    const r = await testMongodb('mongodb://127.0.0.1:5498/farm', 'sensor_data', {
      timeoutMs: 500,
      egress,
    });
    expect(r.ok).toBe(false);
    expect(r.status_code).toBeNull();
    expect(r.error).toEqual(unreachableMongo(500));
    expect(r.elapsed_ms).toBeLessThan(3000);
  });

  it('reports a malformed uri as such', async () => {
    const r = await testMongodb('mongodb://', 'c', { timeoutMs: 500, egress });
    expect(r.ok).toBe(false);
    expect(r.error).toEqual(MONGO_URI_INVALID);
  });
});

describe('ForwardService', () => {
  const NOW = 1_763_700_000;
  const devices = [
    {
      device: { id: 1, device_id: 'SIM-0001', since: NOW - 86400, profile: 'stable' as const },
      factors: [
        { agri_id: 'T1', the_type: 1001, min_value: null, max_value: null, decimals: 1 },
        { agri_id: 'S1', the_type: 200, min_value: 0, max_value: 1, decimals: 0 },
      ],
    },
  ];

  it('the sample stream returns exactly the history points of the window', () => {
    const s = [...sampleStream(cfg, devices, NOW - 600, NOW)];
    const h = historyPage(cfg, devices[0]!.device, devices[0]!.factors[0]!, undefined, {
      now: NOW,
      minTimestamp: NOW - 599,
      page: 1,
      pageSize: 1000,
    });
    const temps = s.filter((x) => x.agri_id === 'T1');
    expect(temps.map((x) => ({ t: x.t, value: x.value }))).toEqual([...h.results].reverse());
    expect(s).toHaveLength(20);
  });

  let clock = NOW;
  beforeEach(() => {
    clock = NOW;
  });

  it('forwards only new samples in signed batches, retrying a failed batch with back-off', async () => {
    const r = await receiver([503, 200, 200, 200]);
    server = r.server;
    const svc = new ForwardService({
      cfg,
      egress,
      now: () => clock,
      batchSize: 15,
      baseDelayMs: 5,
      maxAttempts: 3,
      source: () => [
        {
          organization: 'demo-farm',
          post: { url: `${r.url}/in`, secret_key: SECRET },
          devices,
        },
      ],
    });
    await svc.tick();
    expect(r.got).toHaveLength(0);
    clock = NOW + 600;
    await svc.tick();
    expect(r.got.every((g) => g.verified)).toBe(true);
    const delivered = r.got.filter((_, i) => i > 0).flatMap((g) => g.body.samples);
    expect(delivered).toHaveLength(20);
    expect(r.got[0]!.body.samples).toHaveLength(15);
    expect(svc.stats).toMatchObject({
      batches_delivered: 2,
      batches_dropped: 0,
      samples_delivered: 20,
    });
    await svc.stop();
  });

  it('drops a batch after maxAttempts and counts it', async () => {
    const svc = new ForwardService({
      cfg,
      egress,
      now: () => clock,
      baseDelayMs: 1,
      maxAttempts: 2,
      source: () => [
        { organization: 'o', post: { url: 'http://127.0.0.1:5497/', secret_key: SECRET }, devices },
      ],
    });
    await svc.tick();
    clock += 120;
    await svc.tick();
    expect(svc.stats.batches_dropped).toBe(1);
    expect(svc.stats.last_error).toMatch(/could not be reached/);
    await svc.stop();
  });
});

describe('ForwardService with two destinations', () => {
  it('does not POST a batch again while it retries the MongoDB insert', async () => {
    const r = await receiver([200, 200, 200]);
    server = r.server;
    let clock = 1_763_700_000;
    const devices = [
      {
        device: { id: 1, device_id: 'SIM-0001', since: clock - 86400, profile: 'stable' as const },
        factors: [{ agri_id: 'T1', the_type: 1001, min_value: null, max_value: null, decimals: 1 }],
      },
    ];
    const svc = new ForwardService({
      cfg,
      egress,
      now: () => clock,
      baseDelayMs: 1,
      maxAttempts: 3,
      timeoutMs: 200,
      source: () => [
        {
          organization: 'o',
          post: { url: `${r.url}/in`, secret_key: SECRET },
          mongodb: { uri: 'mongodb://127.0.0.1:5496/farm', collection: 'c' },
          devices,
        },
      ],
    });
    await svc.tick();
    clock += 120;
    await svc.tick();
    expect(r.got).toHaveLength(1);
    expect(svc.stats.batches_dropped).toBe(1);
    expect(svc.stats.last_error).toMatch(/could not be reached/);
    await svc.stop();
  });
});

describe('ForwardService in the slots of the server', () => {
  it('waits for a slot that another world’s forwarding holds', async () => {
    const held: (() => void)[] = [];
    let arrived = 0;
    let holding = true;
    let firstArrived = () => {};
    const first = new Promise<void>((resolve) => (firstArrived = resolve));
    server = createServer((req, res) => {
      arrived++;
      firstArrived();
      const answer = () => res.end('ok');
      req.resume();
      if (holding) held.push(answer);
      else answer();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/in`;
    const now = 1_763_700_000;
    const devices = [
      {
        device: { id: 1, device_id: 'SIM-0001', since: now - 86400, profile: 'stable' as const },
        factors: [{ agri_id: 'T1', the_type: 1001, min_value: null, max_value: null, decimals: 1 }],
      },
    ];
    const slots = new Slots(1);
    const world = (organization: string) =>
      new ForwardService({
        cfg,
        egress,
        now: () => now,
        slots,
        source: () => [{ organization, post: { url, secret_key: SECRET }, devices }],
      });
    const [a, b] = [world('org-of-world-a'), world('org-of-world-b')];
    const roundA = a.tick({ lookbackSeconds: 600 });
    await first;
    const roundB = b.tick({ lookbackSeconds: 600 });
    await vi.waitFor(() => expect(slots.queued).toBe(1));
    expect(arrived).toBe(1);

    holding = false;
    held.splice(0).forEach((answer) => answer());
    await Promise.all([roundA, roundB]);
    expect([a.stats.batches_delivered, b.stats.batches_delivered]).toEqual([1, 1]);
    await Promise.all([a.stop(), b.stop()]);
  });
});
