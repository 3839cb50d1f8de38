/**
 * Server-side request forgery. Forwarder URLs and MongoDB URIs could name loopback or private
 * hosts — the mock itself included (a test URL of /__mock__/reset wiped the database) — and the test answers told a
 * refused port from a timeout from an HTTP status: a port scanner. Hosts must be resolved and refused when loopback,
 * private, link-local, unspecified or this server, unless the development switch (allowPrivateTargets,
 * MOCK_ALLOW_PRIVATE_TARGETS=1) allows private ones; this server stays refused even then; every failure to reach a
 * receiver reads the same.
 */
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ForwardService } from '#src/services/forward-service.js';
import { body, login, testApp, type Session } from '#src/testing/helpers.js';

const RECEIVER = 3153;
const SILENT = 3154;
const SLAMMER = 3155;
const SELF = 3156;
const MONGO_TRAP = 3157;

const connections = { receiver: 0, mongo: 0 };
let receiver: Server;
let silent: TcpServer;
let slammer: TcpServer;
let mongoTrap: TcpServer;

const listen = (s: Server | TcpServer, port: number) =>
  new Promise<void>((resolve) => s.listen(port, '127.0.0.1', () => resolve()));
const close = (s: Server | TcpServer) => new Promise((resolve) => s.close(resolve));

beforeAll(async () => {
  receiver = createHttpServer((req, res) => {
    connections.receiver++;
    req.resume();
    req.on('end', () => res.writeHead(204).end());
  });
  silent = createTcpServer(() => undefined); // accepts, never answers: a timeout
  slammer = createTcpServer((socket) => socket.destroy()); // accepts and hangs up: not HTTP
  mongoTrap = createTcpServer((socket) => {
    connections.mongo++;
    socket.destroy();
  });
  await Promise.all([
    listen(receiver, RECEIVER),
    listen(silent, SILENT),
    listen(slammer, SLAMMER),
    listen(mongoTrap, MONGO_TRAP),
  ]);
});
afterAll(async () => {
  silent.unref();
  await Promise.all([close(receiver), close(slammer), close(mongoTrap)]);
  silent.close();
});

const PRIVATE_URLS = [
  `http://127.0.0.1:${RECEIVER}/hook`,
  `http://localhost:${RECEIVER}/hook`,
  `http://[::1]:${RECEIVER}/hook`,
  `http://[::ffff:127.0.0.1]:${RECEIVER}/hook`,
  `http://2130706433:${RECEIVER}/hook`,
  'http://10.0.0.5/hook',
  'http://172.16.8.1/hook',
  'http://192.168.1.1/hook',
  'http://100.64.0.1/hook',
  'http://169.254.169.254/latest/meta-data/',
  'http://0.0.0.0/hook',
  'http://[fe80::1]/hook',
  'http://[fd00::1]/hook',
  'http://[::]/hook',
];

interface TestResult {
  ok: boolean;
  status_code: number | null;
  elapsed_ms: number;
  error: string | null;
}

const put = (app: FastifyInstance, s: Session, path: string, payload: unknown) =>
  app.inject({
    method: 'PUT',
    url: `/api/v2/forwarders/${path}`,
    headers: s.headers('demo-farm'),
    payload: payload as Record<string, unknown>,
  });
const test = async (app: FastifyInstance, s: Session, path: string, payload: unknown) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/v2/forwarders/${path}`,
    headers: s.headers('demo-farm'),
    payload: payload as Record<string, unknown>,
  });
  expect(res.statusCode, res.body).toBe(200);
  return body<TestResult>(res).data;
};

describe('SSRF — private destinations are refused by default', () => {
  let app: FastifyInstance;
  let demo: Session;
  beforeAll(async () => {
    app = await testApp({ allowPrivateTargets: false });
    demo = await login(app, 'demo');
  });
  afterAll(() => app.close());

  it('refuses to save a POST forwarder url naming a loopback, private, link-local or unspecified host', async () => {
    const messages = new Set<string>();
    for (const url of PRIVATE_URLS) {
      const res = await put(app, demo, 'post/', { url });
      expect(res.statusCode, url).toBe(400);
      const fields = body(res).error?.fields?.url;
      expect(fields, url).toHaveLength(1);
      messages.add(fields![0]!);
    }
    expect([...messages], 'one message for every refused host').toHaveLength(1);
  });

  it('never sends a test delivery to a private receiver', async () => {
    const before = connections.receiver;
    for (const url of PRIVATE_URLS.slice(0, 5)) {
      const r = await test(app, demo, 'post/test/', { url });
      expect(r).toMatchObject({ ok: false, status_code: null });
    }
    expect(connections.receiver).toBe(before);
  });

  it('refuses MongoDB hosts that are private, and never connects to them', async () => {
    for (const uri of [
      `mongodb://127.0.0.1:${MONGO_TRAP}/farm`,
      `mongodb://iot:secret@localhost:${MONGO_TRAP}/farm`,
      `mongodb://db.example.com:27017,10.1.2.3:27017/farm?replicaSet=rs0`,
      'mongodb://[::1]:27017/farm',
    ]) {
      const res = await put(app, demo, 'mongodb/', { uri, collection: 'sensor_data' });
      expect(res.statusCode, uri).toBe(400);
      expect(body(res).error?.fields?.uri, uri).toHaveLength(1);
    }
    const r = await test(app, demo, 'mongodb/test/', {
      uri: `mongodb://127.0.0.1:${MONGO_TRAP}/farm`,
      collection: 'sensor_data',
    });
    expect(r.ok).toBe(false);
    expect(connections.mongo).toBe(0);
  });

  it('does not forward to a host whose DNS answer turned private after it was saved (rebinding)', async () => {
    // The name resolves (through this lookup) to the local receiver. With private targets allowed the delivery
    // arrives — proof that the resolved address is the one connected to; without, nothing reaches it.
    const forwarder = (allowPrivate: boolean) =>
      new ForwardService({
        cfg: { seed: 'ssrf', rebootSeconds: 10 },
        now: () => Math.floor(Date.now() / 1000),
        maxAttempts: 1,
        egress: {
          allowPrivate,
          selfPorts: () => [],
          lookup: (_host, _opts, cb) => cb(null, [{ address: '127.0.0.1', family: 4 }]),
        },
        source: () => [
          {
            organization: 'demo-farm',
            post: { url: `http://hooks.customer.example:${RECEIVER}/iot`, secret_key: 'k' },
            devices: [
              {
                device: { id: 1, device_id: 'SIM-1', since: 0, profile: 'stable' as const },
                factors: [
                  { agri_id: 'A1', the_type: 1001, min_value: null, max_value: null, decimals: 1 },
                ],
              },
            ],
          },
        ],
      });
    const allowed = forwarder(true);
    const before = connections.receiver;
    await allowed.tick({ lookbackSeconds: 600 });
    expect(allowed.stats.batches_delivered).toBeGreaterThan(0);
    expect(connections.receiver).toBeGreaterThan(before);

    const guarded = forwarder(false);
    const after = connections.receiver;
    await guarded.tick({ lookbackSeconds: 600 });
    expect(guarded.stats.batches_dropped).toBeGreaterThan(0);
    expect(connections.receiver).toBe(after);
  });
});

describe('SSRF — with the development switch on', () => {
  let app: FastifyInstance;
  let demo: Session;
  beforeAll(async () => {
    app = await testApp({ allowPrivateTargets: true, forwardTimeoutMs: 400 });
    await app.listen({ port: SELF, host: '127.0.0.1' });
    demo = await login(app, 'demo');
  });
  afterAll(() => app.close());

  it('still refuses this server itself: a forwarder cannot call /__mock__/reset', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v2/projects/',
      headers: demo.headers('demo-farm'),
      payload: { name: 'Survives an SSRF attempt' },
    });
    expect(created.statusCode).toBe(201);
    for (const url of [
      `http://127.0.0.1:${SELF}/__mock__/reset`,
      `http://localhost:${SELF}/__mock__/reset`,
      `http://[::ffff:127.0.0.1]:${SELF}/__mock__/reset`,
    ]) {
      expect((await put(app, demo, 'post/', { url })).statusCode, url).toBe(400);
      expect((await test(app, demo, 'post/test/', { url })).ok, url).toBe(false);
    }
    const list = await app.inject({
      url: '/api/v2/projects/?search=ssrf',
      headers: demo.headers('demo-farm'),
    });
    expect(body<unknown[]>(list).data).toHaveLength(1);
  });

  it('delivers to a local receiver (what the switch is for)', async () => {
    const saved = await put(app, demo, 'post/', { url: `http://127.0.0.1:${RECEIVER}/hook` });
    expect(saved.statusCode).toBe(200);
    const r = await test(app, demo, 'post/test/', { url: `http://127.0.0.1:${RECEIVER}/hook` });
    expect(r).toMatchObject({ ok: true, status_code: 204, error: null });
  });

  it('gives one and the same answer for a closed port, a non-HTTP service, a timeout and an unknown host', async () => {
    const results = await Promise.all(
      [
        'http://127.0.0.1:9/hook',
        `http://127.0.0.1:${SLAMMER}/hook`,
        `http://127.0.0.1:${SILENT}/hook`,
        'http://no-such-host.invalid/hook',
      ].map((url) => test(app, demo, 'post/test/', { url })),
    );
    for (const r of results) expect(r).toMatchObject({ ok: false, status_code: null });
    expect(new Set(results.map((r) => r.error)).size).toBe(1);
    expect(results[0]!.error).not.toMatch(/ECONN|EHOSTUNREACH|ENOTFOUND|socket|timed out/i);
  });
});
