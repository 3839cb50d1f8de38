/**
 * The export jobs of one world: the quotas, the runner writing CSV files into the world's export directory, the expiry
 * of old tasks (every ten minutes of the world's time), and at start the removal of files no task points to and the
 * recovery of the tasks a previous process left unfinished. When the world's clock moves, its timers run what fell due
 * and wait for the exports to catch up (WorldTimers.settle).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { World } from '#src/worlds/world.js';
import { removeOrphanFiles } from './export-dir.js';
import { ExportQuotas } from './export-quotas.js';
import { ExportRunner, type ExportTaskPatch } from './export-runner.js';
import { exportSpec } from './export-spec.js';

/**
 * Where export CSVs go; `temporary` when it is a directory of its own, removed when the world is dropped or the server
 * closes. A sandbox, like an in-memory db (tests), gets one of its own, so no two worlds share task-<id>.csv names.
 */
function exportDir(app: FastifyInstance, world: World): { dir: string; temporary: boolean } {
  const own = world.name !== null || app.config.dbPath === ':memory:';
  if (!own && app.config.exportDir) return { dir: app.config.exportDir, temporary: false };
  if (own) return { dir: mkdtempSync(join(tmpdir(), 'iot-mock-exports-')), temporary: true };
  return { dir: join(app.config.dataDir, 'exports'), temporary: false };
}

function exportRunner(app: FastifyInstance, world: World, dir: string, exportQuotas: ExportQuotas) {
  const exports = new ExportRunner({
    cfg: app.sim,
    dir,
    concurrency: 2,
    // Outside tests an export takes a moment of the world's time (about 0.2 s per 1,000 rows) so its progress can be
    // watched; a jump of the world's clock finishes it.
    chunkRows: 500,
    chunkDelayMs: app.config.exportChunkDelayMs,
    timers: world.timers,
    storage: {
      reserve: (id, bytes) =>
        exportQuotas.reserve(id, app.repos.downloads.byId(id)?.org_id ?? 0, bytes),
      settle: (id) => exportQuotas.settle(id),
    },
    store: {
      get: (id) => app.repos.downloads.byId(id),
      // Progress lives in memory (every reader sees it); only status changes are committed to disk.
      update: async (id, patch: ExportTaskPatch) => {
        const t = app.repos.downloads.byId(id);
        if (!t) return;
        const completed = (patch.status ?? t.status) === 'completed';
        // Progress is recorded too (a later commit makes it durable), so what is stored never lags what was shown.
        world.repos.downloads.update(
          t,
          completed ? { ...patch, file_path: exports.filePath(id) } : patch,
        );
        if (patch.status !== undefined) await world.repos.commit();
      },
    },
    resolve: (id) => exportSpec(app, id),
    onError: (id, err) => app.log.error({ err, taskId: id }, 'export failed'),
  });
  return exports;
}

/** Starts the export jobs of `world`; they stop when it is dropped. */
export function startExports(app: FastifyInstance, world: World) {
  const cfg = app.config;
  const exportFiles = exportDir(app, world);
  const exportQuotas = new ExportQuotas(
    () => world.repos.downloads.everyTask(),
    {
      perOrgBytes: cfg.exportQuotaPerOrgBytes,
      totalBytes: cfg.exportDiskQuotaBytes,
      queuePerOrg: cfg.exportQueuePerOrg,
      queueTotal: cfg.exportQueueTotal,
    },
    app.serverQuotas.exports,
  );
  const exports = exportRunner(app, world, exportFiles.dir, exportQuotas);
  const expireExports = async (now: number): Promise<number[]> => {
    const limit = now - cfg.exportRetentionSeconds;
    const old = app.repos.downloads.finishedBefore(limit);
    if (old.length === 0) return [];
    await Promise.all(old.map((t) => exports.remove(t.id)));
    const gone = app.repos.downloads.deleteTasks(new Set(old.map((t) => t.id)));
    await app.repos.commit();
    app.log.info({ tasks: gone }, 'expired export tasks and their files');
    return gone;
  };
  // Leftovers of a killed process go before the unfinished tasks are run again.
  const tasks = world.repos.downloads.everyTask();
  const completed = tasks.filter((t) => t.status === 'completed');
  const removed = removeOrphanFiles(exports.dir, new Set(completed.map((t) => t.id)));
  if (removed.length) app.log.warn({ removed }, 'removed export files no task points to');
  exports.recover([...tasks]);
  // Expired exports go every ten minutes of the world's time (and once at start).
  const sweep = () =>
    app.worlds.run(world, () =>
      expireExports(world.clock.nowSeconds()).catch((err: unknown) =>
        app.log.error({ err }, 'expiring exports failed'),
      ),
    );
  const stopSweeping = world.timers.every(600_000, sweep);
  void sweep();
  world.timers.onSettle(() => exports.caughtUp());
  world.onDispose(() => {
    stopSweeping();
    exports.stop();
    exportQuotas.close();
    if (exportFiles.temporary) rmSync(exportFiles.dir, { recursive: true, force: true });
  });
  return { exports, exportQuotas, expireExports };
}
