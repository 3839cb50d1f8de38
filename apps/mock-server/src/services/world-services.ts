/**
 * The long-running parts of the simulation for one server instance: the export-job runner and the forwarding
 * service. `worldServices(app)` creates them on first use (one set per store), recovers export tasks a previous process
 * left pending/exporting, starts forwarding, and stops both when the server closes. Route files and the control plane
 * reach them through this function only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DownloadTaskRecord } from '#src/db/types.js';
import { simDevice, simFactor } from '#src/repositories/index.js';
import type { SimDeviceEntry } from '#src/simulation/analytics.js';
import { estimateCsvBytes, type ExportSpec } from './csv-export.js';
import { DEFAULT_DOWNLOAD_TTL, downloadSecret } from '#src/services/download-links.js';
import { ExportRunner, type ExportTaskPatch } from './export-runner.js';
import { ExportQuotas } from '#src/services/export-quotas.js';
import { factorTypeDetail } from '#src/simulation/factor-types.js';
import type { EgressPolicy } from '#src/net/egress.js';
import { ForwardService, type ForwardTarget } from './forward-service.js';
import { DEFAULT_TZ, assertTimeZone } from '#src/simulation/time.js';
import type { World } from '#src/worlds/world.js';

export interface WorldServices {
  /** The SSRF guard of every forwarder connection. */
  egress: EgressPolicy;
  exports: ExportRunner;
  /** Quotas of export tasks and files (admission when a task is created; bytes while it runs). */
  exportQuotas: ExportQuotas;
  /** Deletes tasks (and files) created more than exportRetentionSeconds before `now`; resolves with their ids. */
  expireExports: (now: number) => Promise<number[]>;
  forwarding: ForwardService;
  downloadSecret: string;
  /** MOCK_DOWNLOAD_TTL seconds. */
  downloadTtl: number;
}

const envNumber = (name: string, fallback: number): number => {
  const n = Number(process.env[name]);
  return process.env[name] !== undefined && process.env[name] !== '' && Number.isFinite(n)
    ? n
    : fallback;
};

/** Device entries (device, factors, events) of a list of stored devices, as the simulation wants them. */
export function simEntries(app: FastifyInstance, devices: { id: number }[]): SimDeviceEntry[] {
  const out: SimDeviceEntry[] = [];
  for (const d of devices) {
    const record = app.repos.device(d.id);
    if (!record) continue;
    const entry: SimDeviceEntry = {
      device: simDevice(record),
      factors: app.repos.factorsOf(record.id).map(simFactor),
    };
    const events = app.repos.events(record.id);
    if (events) entry.events = events;
    out.push(entry);
  }
  return out;
}

function task(app: FastifyInstance, id: number): DownloadTaskRecord | undefined {
  return app.repos.find('downloadTasks', (t) => t.id === id);
}

/** What to export: a device of the store, those of `factorIds` that still belong to it, and the range. */
function specOf(
  app: FastifyInstance,
  deviceId: number,
  factorIds: number[],
  start: number,
  end: number,
): ExportSpec | null {
  const device = app.repos.device(deviceId);
  if (!device) return null;
  const factors = factorIds
    .map((id) => app.repos.factor(id))
    .filter((f) => f !== undefined && f.device_id === device.id)
    .map((f) => ({
      ...simFactor(f!),
      name: f!.name,
      unit: factorTypeDetail(f!.the_type, 'zh').unit,
    }));
  if (factors.length === 0) return null;
  const spec: ExportSpec = { device: simDevice(device), factors, start, end };
  const events = app.repos.events(device.id);
  if (events) spec.events = events;
  return spec;
}

function exportSpec(app: FastifyInstance, id: number): ExportSpec | null {
  const t = task(app, id);
  return t
    ? specOf(
        app,
        t.device.id,
        t.factors.map((f) => f.id),
        t.start_time,
        t.end_time,
      )
    : null;
}

/** About how many bytes the CSV of a planned export takes (0 when there is nothing to export). */
export function estimateExportBytes(
  app: FastifyInstance,
  deviceId: number,
  factorIds: number[],
  start: number,
  end: number,
): number {
  const spec = specOf(app, deviceId, factorIds, start, end);
  return spec ? estimateCsvBytes(app.sim, spec) : 0;
}

function forwardTargets(app: FastifyInstance): ForwardTarget[] {
  const out: ForwardTarget[] = [];
  for (const f of app.repos.all('forwarders')) {
    const org = app.repos.org(f.org_id);
    if (!org || (!f.post_url && !(f.mongodb_uri && f.mongodb_collection))) continue;
    out.push({
      organization: org.slug,
      post: f.post_url ? { url: f.post_url, secret_key: f.secret_key } : null,
      mongodb:
        f.mongodb_uri && f.mongodb_collection
          ? { uri: f.mongodb_uri, collection: f.mongodb_collection }
          : null,
      devices: simEntries(app, app.repos.devicesOf(f.org_id)),
    });
  }
  return out;
}

/**
 * Where export CSVs go; `temporary` when it is a directory of its own, removed when the world is dropped or the server
 * closes. A sandbox, like an in-memory db (tests), gets one of its own, so no two worlds share task-<id>.csv names.
 */
function exportDir(app: FastifyInstance, world: World): { dir: string; temporary: boolean } {
  const own = world.name !== null || app.config.dbPath === ':memory:';
  if (!own && process.env.MOCK_EXPORT_DIR)
    return { dir: process.env.MOCK_EXPORT_DIR, temporary: false };
  if (own) return { dir: mkdtempSync(join(tmpdir(), 'iot-mock-exports-')), temporary: true };
  return { dir: join(app.config.dataDir, 'exports'), temporary: false };
}

/** The services of the current request's world (main or sandbox), created on first use. */
export function worldServices(app: FastifyInstance): WorldServices {
  const world = app.world;
  return world.slot('services', () => createServices(app, world));
}

/**
 * Everything here runs inside `world` (worlds.run): the export jobs and timers started here keep acting on its data
 * when they resume later, outside the request that created them.
 */
function createServices(app: FastifyInstance, world: World): WorldServices {
  return app.worlds.run(world, () => startServices(app, world));
}

function startServices(app: FastifyInstance, world: World): WorldServices {
  assertTimeZone(app.sim.tz ?? DEFAULT_TZ);
  const exportFiles = exportDir(app, world);
  const cfg = app.config;
  const exportQuotas = new ExportQuotas(() => world.repos.all('downloadTasks'), {
    perOrgBytes: cfg.exportQuotaPerOrgBytes,
    totalBytes: cfg.exportDiskQuotaBytes,
    queuePerOrg: cfg.exportQueuePerOrg,
    queueTotal: cfg.exportQueueTotal,
  });
  const exports = new ExportRunner({
    cfg: app.sim,
    dir: exportFiles.dir,
    concurrency: 2,
    // Outside tests an export takes a moment (about 0.2 s per 1,000 rows) so its progress can be watched.
    chunkRows: 500,
    chunkDelayMs: app.config.exportChunkDelayMs,
    storage: {
      reserve: (id, bytes) => exportQuotas.reserve(id, task(app, id)?.org_id ?? 0, bytes),
      settle: (id) => exportQuotas.settle(id),
    },
    store: {
      get: (id) => task(app, id),
      // Progress lives in memory (every reader sees it); only status changes are committed to disk.
      update: async (id, patch: ExportTaskPatch) => {
        const t = task(app, id);
        if (!t) return;
        Object.assign(t, patch);
        if (t.status === 'completed') t.file_path = exports.filePath(id);
        // Progress is recorded too (a later commit makes it durable), so what is stored never lags what was shown.
        world.repos.save('downloadTasks', t);
        if (patch.status !== undefined) await world.repos.commit();
      },
    },
    resolve: (id) => exportSpec(app, id),
    onError: (id, err) => app.log.error({ err, taskId: id }, 'export failed'),
  });
  const egress: EgressPolicy = {
    allowPrivate: cfg.allowPrivateTargets,
    selfPorts: () => {
      const address = app.server.address();
      return address && typeof address === 'object' ? [address.port] : [];
    },
  };
  const forwarding = new ForwardService({
    cfg: app.sim,
    egress,
    timeoutMs: cfg.forwardTimeoutMs,
    tenantTimeoutMs: cfg.forwardTenantTimeoutMs,
    concurrency: cfg.forwardConcurrency,
    source: () => forwardTargets(app),
    now: () => app.clock.nowSeconds(),
    intervalMs: envNumber('MOCK_FORWARD_INTERVAL', 60) * 1000,
    log: (msg) => app.log.warn(msg),
  });
  const expireExports = async (now: number): Promise<number[]> => {
    const limit = now - cfg.exportRetentionSeconds;
    const old = app.repos
      .all('downloadTasks')
      .filter((t) => t.create_time < limit && (t.status === 'completed' || t.status === 'failed'));
    if (old.length === 0) return [];
    await Promise.all(old.map((t) => exports.remove(t.id)));
    const gone = new Set(old.map((t) => t.id));
    app.repos.remove('downloadTasks', (t) => gone.has(t.id));
    await app.repos.commit();
    app.log.info({ tasks: [...gone] }, 'expired export tasks and their files');
    return [...gone];
  };
  const services: WorldServices = {
    egress,
    exports,
    exportQuotas,
    expireExports,
    forwarding,
    downloadSecret: downloadSecret(process.env),
    downloadTtl: envNumber('MOCK_DOWNLOAD_TTL', DEFAULT_DOWNLOAD_TTL),
  };
  // Leftovers of a killed process go before the unfinished tasks are run again.
  const completed = app.repos.all('downloadTasks').filter((t) => t.status === 'completed');
  const removed = exports.removeOrphans(new Set(completed.map((t) => t.id)));
  if (removed.length) app.log.warn({ removed }, 'removed export files no task points to');
  exports.recover([...world.repos.all('downloadTasks')]);
  if (process.env.NODE_ENV !== 'test') forwarding.start();
  // Expired exports go every ten minutes (and once at start).
  const sweep = () =>
    void expireExports(app.clock.nowSeconds()).catch((err: unknown) =>
      app.log.error({ err }, 'expiring exports failed'),
    );
  const sweeper = setInterval(sweep, 600_000).unref();
  sweep();
  world.onDispose(async () => {
    clearInterval(sweeper);
    exports.stop();
    await forwarding.stop();
    if (exportFiles.temporary) rmSync(exportFiles.dir, { recursive: true, force: true });
  });
  return services;
}
