/**
 * The long-running parts of the simulation for one server instance: the export-job runner and the forwarding
 * service. `simServices(app)` creates them on first use (one set per store), recovers export tasks a previous process
 * left pending/exporting, starts forwarding, and stops both when the server closes. Route files and the control plane
 * reach them through this function only.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { DownloadTaskRecord } from '../db/types.js';
import { simDevice, simFactor } from '../repositories/index.js';
import type { SimDeviceEntry } from './analytics.js';
import type { ExportSpec } from './csv-export.js';
import { DEFAULT_DOWNLOAD_TTL, downloadSecret } from './download-links.js';
import { ExportRunner, type ExportTaskPatch } from './export-runner.js';
import { factorTypeDetail } from './factor-types.js';
import type { EgressPolicy } from '../net/egress.js';
import { ForwardService, type ForwardTarget } from './forward-service.js';
import { DEFAULT_TZ, assertTimeZone } from './time.js';

export interface SimServices {
  /** The SSRF guard of every forwarder connection. */
  egress: EgressPolicy;
  exports: ExportRunner;
  forwarding: ForwardService;
  downloadSecret: string;
  /** MOCK_DOWNLOAD_TTL seconds. */
  downloadTtl: number;
}

const byStore = new WeakMap<object, SimServices>();

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
  return app.store.data.downloadTasks.find((t) => t.id === id);
}

function exportSpec(app: FastifyInstance, id: number): ExportSpec | null {
  const t = task(app, id);
  const device = t ? app.repos.device(t.device.id) : undefined;
  if (!t || !device) return null;
  const factors = t.factors
    .map((f) => app.repos.factor(f.id))
    .filter((f) => f !== undefined && f.device_id === device.id)
    .map((f) => ({
      ...simFactor(f!),
      name: f!.name,
      unit: factorTypeDetail(f!.the_type, 'zh').unit,
    }));
  if (factors.length === 0) return null;
  const spec: ExportSpec = {
    device: simDevice(device),
    factors,
    start: t.start_time,
    end: t.end_time,
  };
  const events = app.repos.events(device.id);
  if (events) spec.events = events;
  return spec;
}

function forwardTargets(app: FastifyInstance): ForwardTarget[] {
  const out: ForwardTarget[] = [];
  for (const f of app.store.data.forwarders) {
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

/** Where export CSVs go; `temporary` when it is a directory of its own, removed when the server closes. */
function exportDir(app: FastifyInstance): { dir: string; temporary: boolean } {
  if (process.env.MOCK_EXPORT_DIR) return { dir: process.env.MOCK_EXPORT_DIR, temporary: false };
  // An in-memory db (tests) gets its own directory, so parallel test files never share task-<id>.csv names.
  if (app.config.dbPath === ':memory:')
    return { dir: mkdtempSync(join(tmpdir(), 'iot-mock-exports-')), temporary: true };
  return { dir: join(app.config.dataDir, 'exports'), temporary: false };
}

export function simServices(app: FastifyInstance): SimServices {
  const existing = byStore.get(app.store);
  if (existing) return existing;
  assertTimeZone(app.sim.tz ?? DEFAULT_TZ);
  const exportFiles = exportDir(app);
  const exports = new ExportRunner({
    cfg: app.sim,
    dir: exportFiles.dir,
    concurrency: 2,
    // Outside tests an export takes a moment (about 0.2 s per 1,000 rows) so its progress can be watched.
    chunkRows: 500,
    chunkDelayMs: envNumber(
      'MOCK_EXPORT_CHUNK_DELAY_MS',
      process.env.NODE_ENV === 'test' ? 0 : 100,
    ),
    store: {
      get: (id) => task(app, id),
      // Progress lives in memory (every reader sees it); only status changes are committed to disk.
      update: async (id, patch: ExportTaskPatch) => {
        const t = task(app, id);
        if (!t) return;
        Object.assign(t, patch);
        if (t.status === 'completed') t.file_path = exports.filePath(id);
        if (patch.status !== undefined) await app.store.commit();
      },
    },
    resolve: (id) => exportSpec(app, id),
    onError: (id, err) => app.log.error({ err, taskId: id }, 'export failed'),
  });
  const egress: EgressPolicy = {
    allowPrivate: app.config.allowPrivateTargets,
    selfPorts: () => {
      const address = app.server.address();
      return address && typeof address === 'object' ? [address.port] : [];
    },
  };
  const forwarding = new ForwardService({
    cfg: app.sim,
    egress,
    timeoutMs: app.config.forwardTimeoutMs,
    source: () => forwardTargets(app),
    intervalMs: envNumber('MOCK_FORWARD_INTERVAL', 60) * 1000,
    log: (msg) => app.log.warn(msg),
  });
  const services: SimServices = {
    egress,
    exports,
    forwarding,
    downloadSecret: downloadSecret(),
    downloadTtl: envNumber('MOCK_DOWNLOAD_TTL', DEFAULT_DOWNLOAD_TTL),
  };
  byStore.set(app.store, services);
  // Leftovers of a killed process go before the unfinished tasks are run again.
  const completed = app.store.data.downloadTasks.filter((t) => t.status === 'completed');
  const removed = exports.removeOrphans(new Set(completed.map((t) => t.id)));
  if (removed.length) app.log.warn({ removed }, 'removed export files no task points to');
  exports.recover(app.store.data.downloadTasks);
  if (process.env.NODE_ENV !== 'test') forwarding.start();
  app.addHook('onClose', async () => {
    exports.stop();
    await forwarding.stop();
    if (exportFiles.temporary) rmSync(exportFiles.dir, { recursive: true, force: true });
  });
  return services;
}
