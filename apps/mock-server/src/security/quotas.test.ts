/**
 * Bounded work: without quotas, 40 exports of 31 days kept 289 MB of CSV; the export queue was unbounded; a
 * device's factor list had no bound (18.5 MB answers); forwarding ran tenant after tenant (one slow receiver delayed
 * every other organization ~54 s); repeated control-plane ticks ran in parallel without bound (RSS 152 → 498 MB).
 */
import { readdirSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { DeviceRecord } from '#src/db/types.js';
import { ForwardService, type ForwardTarget } from '#src/services/forward-service.js';
import { worldServices } from '#src/services/world-services.js';
import { createExport, settledTasks, yesterday } from '#src/testing/exports.js';
import { body, login, testApp } from '#src/testing/helpers.js';

const apps: FastifyInstance[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

async function appWith(config: Parameters<typeof testApp>[0]) {
  const app = await testApp(config);
  apps.push(app);
  return app;
}

function exportDevice(app: FastifyInstance, org: string): DeviceRecord {
  const o = app.repos.organizations.bySlug(org)!;
  return app.repos.devices
    .ofOrganization(o.id)
    .find((d) => d.project_id && app.repos.factors.ofDevice(d.id).some((f) => f.the_type >= 1000))!;
}

const range = (hours: number) => {
  const { start_time } = yesterday();
  return { start_time, end_time: start_time + hours * 3600 - 1 };
};

describe('exports', () => {
  it('bounds the export queue of an organization (429 with Retry-After) without blocking others', async () => {
    const app = await appWith({ exportQueuePerOrg: 3, exportChunkDelayMs: 250 });
    const [demo, outsider] = await Promise.all([login(app, 'demo'), login(app, 'outsider')]);
    const d = exportDevice(app, 'demo-farm');
    const payload = {
      device_id: d.id,
      factors: [app.repos.factors.ofDevice(d.id)[0]!.id],
      ...range(24 * 20),
    };
    for (let i = 0; i < 3; i++) {
      const res = await createExport(app, demo, 'demo-farm', d.project_id!, payload);
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await createExport(app, demo, 'demo-farm', d.project_id!, payload);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(body(refused).error?.message).toMatch(/3/);

    const o = exportDevice(app, 'other-org');
    const other = await createExport(app, outsider, 'other-org', o.project_id!, {
      device_id: o.id,
      factors: [app.repos.factors.ofDevice(o.id)[0]!.id],
      ...range(1),
    });
    expect(other.statusCode, 'another organization still exports').toBe(201);
  });

  it('refuses an export that does not fit the organization’s storage quota, and never stores beyond it', async () => {
    const quota = 60_000;
    const app = await appWith({ exportQuotaPerOrgBytes: quota });
    const demo = await login(app, 'demo');
    const d = exportDevice(app, 'demo-farm');
    const factors = app.repos.factors.ofDevice(d.id).map((f) => f.id);
    const small = await createExport(app, demo, 'demo-farm', d.project_id!, {
      device_id: d.id,
      factors,
      ...range(1),
    });
    expect(small.statusCode).toBe(201);
    const big = await createExport(app, demo, 'demo-farm', d.project_id!, {
      device_id: d.id,
      factors,
      ...range(24 * 7),
    });
    expect(big.statusCode).toBe(409);
    expect(body(big).error?.message).toMatch(/导出存储空间/);
    const tasks = await settledTasks(app, demo, 'demo-farm', d.project_id!);
    expect(tasks.map((t) => t.status)).toEqual(['completed']);
    const dir = worldServices(app).exports.dir;
    const used = readdirSync(dir).reduce((n, f) => n + statSync(join(dir, f)).size, 0);
    expect(used).toBeLessThanOrEqual(quota);
  });

  it('deletes exports and their files once they are older than the retention time', async () => {
    const app = await appWith({ exportRetentionSeconds: 3600 });
    const demo = await login(app, 'demo');
    const d = exportDevice(app, 'demo-farm');
    const res = await createExport(app, demo, 'demo-farm', d.project_id!, {
      device_id: d.id,
      factors: [app.repos.factors.ofDevice(d.id)[0]!.id],
      ...range(1),
    });
    const id = body<{ id: number }>(res).data.id;
    expect((await settledTasks(app, demo, 'demo-farm', d.project_id!))[0]?.id).toBe(id);
    const file = worldServices(app).exports.filePath(id);
    expect(statSync(file).size).toBeGreaterThan(0);

    const removed = await worldServices(app).expireExports(Math.floor(Date.now() / 1000) + 3601);
    expect(removed).toEqual([id]);
    expect(await settledTasks(app, demo, 'demo-farm', d.project_id!)).toEqual([]);
    expect(readdirSync(worldServices(app).exports.dir)).toEqual([]);
  });
});

describe('factor lists are bounded', () => {
  it('refuses the factor beyond the documented bound; the list never exceeds it', async () => {
    const app = await appWith({});
    const demo = await login(app, 'demo');
    const d = exportDevice(app, 'demo-farm');
    const url = `/api/v2/projects/${d.project_id}/devices/${d.id}/factors/`;
    const limit = app.contract.schemaLimit('FactorListResponse', 'data', 'maxItems');
    expect(limit).toBeGreaterThan(0);
    let count = app.repos.factors.ofDevice(d.id).length;
    while (count < limit) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: demo.headers('demo-farm'),
        payload: { name: `F${count}`, the_type: 1001 },
      });
      expect(res.statusCode, res.body).toBe(201);
      count++;
    }
    const over = await app.inject({
      method: 'POST',
      url,
      headers: demo.headers('demo-farm'),
      payload: { name: 'one too many', the_type: 1001 },
    });
    expect(over.statusCode).toBe(409);
    expect(body(over).error?.message).toContain(String(limit));
    const first = app.repos.factors.ofDevice(d.id)[0]!;
    const copy = await app.inject({
      method: 'POST',
      url: `${url}${first.id}/copy/`,
      headers: demo.headers('demo-farm'),
      payload: {},
    });
    expect(copy.statusCode).toBe(409);
    const list = await app.inject({ url, headers: demo.headers('demo-farm') });
    expect(body<unknown[]>(list).data).toHaveLength(limit);
  });
});

describe('forwarding', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(
      servers.splice(0).map((s) => {
        s.closeAllConnections();
        return new Promise((resolve) => s.close(resolve));
      }),
    );
  });
  const serve = (port: number, handler: (req: IncomingMessage, res: () => void) => void) =>
    new Promise<void>((resolve) => {
      const s = createServer((req, res) => {
        req.resume();
        handler(req, () => res.writeHead(200).end());
      });
      servers.push(s);
      s.listen(port, '127.0.0.1', () => resolve());
    });
  const device = {
    device: { id: 1, device_id: 'SIM-1', since: 0, profile: 'stable' as const },
    factors: [{ agri_id: 'A1', the_type: 1001, min_value: null, max_value: null, decimals: 1 }],
  };
  const target = (organization: string, port: number): ForwardTarget => ({
    organization,
    post: { url: `http://127.0.0.1:${port}/iot`, secret_key: 'k' },
    devices: [device],
  });
  const egress = { allowPrivate: true, selfPorts: () => [] };

  it('does not make other organizations wait for a slow receiver; the slow one is cut off', async () => {
    let slowSeen = false;
    let slowDone = false;
    let slowDoneWhenFastArrived: boolean | null = null;
    await serve(3158, (req) => {
      slowSeen = true; // never answers
      req.socket.on('close', () => (slowDone = true));
    });
    await serve(3159, (_req, answer) => {
      slowDoneWhenFastArrived ??= slowDone;
      answer();
    });
    const service = new ForwardService({
      cfg: { seed: 'quota', rebootSeconds: 10 },
      now: () => Math.floor(Date.now() / 1000),
      egress,
      timeoutMs: 5000,
      tenantTimeoutMs: 400,
      source: () => [target('slow-org', 3158), target('fast-org', 3159)],
    });
    await service.tick({ lookbackSeconds: 600 });
    expect(slowSeen).toBe(true);
    expect(slowDoneWhenFastArrived, 'fast-org was served before slow-org gave up').toBe(false);
    expect(service.stats.samples_delivered).toBeGreaterThan(0);
    expect(service.stats.batches_dropped).toBeGreaterThan(0);
    expect(service.stats.last_error).toMatch(/slow-org/);
  });

  it('runs repeated ticks as one round, not in parallel', async () => {
    let received = 0;
    await serve(3158, (req, answer) => {
      const chunks: Buffer[] = [];
      req.removeAllListeners('data');
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        received += (JSON.parse(Buffer.concat(chunks).toString()) as { samples: unknown[] }).samples
          .length;
        answer();
      });
    });
    const service = new ForwardService({
      cfg: { seed: 'quota', rebootSeconds: 10 },
      now: () => Math.floor(Date.now() / 1000),
      egress,
      source: () => [target('demo-farm', 3158)],
    });
    await Promise.all(Array.from({ length: 10 }, () => service.tick({ lookbackSeconds: 600 })));
    expect(received).toBeGreaterThan(0);
    expect(received).toBe(service.stats.samples_delivered);
    expect(received, 'one round of 600 s at one report a minute').toBeLessThanOrEqual(11);
  });
});
