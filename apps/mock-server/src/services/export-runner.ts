/**
 * Runs download tasks: pending → exporting (progress 0-100) → completed (file_size) or failed (error_msg).
 * At most `concurrency` (2) exports run at once; the rest wait in FIFO order. An export is paced on the world's time
 * (`chunkDelayMs` per chunk, WorldTimers): when the world's clock jumps, an export that would have finished by then
 * runs to its end at once, and `caughtUp()` says when every export has caught up with the world's time. The runner
 * knows tasks only through an injected store `{get, update}` and a `resolve` that loads what to export, so it does not
 * depend on the db code. Restart safety: at start the server removes orphan files (export-dir.ts), then calls
 * `recover(tasks)` with the stored tasks; any `pending` or `exporting` one is run again from the beginning (files are
 * written to a `.part` and renamed, so no half file is ever served).
 */
import { mkdir, rm } from 'node:fs/promises';
import { StorageFull, writeCsv, type ExportSpec } from './csv-export.js';
import { removeTaskFiles, taskFile } from './export-dir.js';
import { ExportFaults } from './export-faults.js';
import { msg, type Message } from '#src/i18n/messages.js';
import { PRIVATE_DIR_MODE } from '#src/lib/private-files.js';
import type { WorldTimers } from '#src/lib/world-timers.js';
import type { SimConfig } from '#src/simulation/types.js';

type TaskStatus = 'pending' | 'exporting' | 'completed' | 'failed';

export interface ExportTaskState {
  id: number;
  status: TaskStatus;
  progress: number;
  /** A string: a failure stored before messages had keys (src/db/types.ts). */
  error_msg: Message | string | null;
  start_time: number;
  end_time: number;
  file_size: number | null;
}

export type ExportTaskPatch = Partial<
  Pick<ExportTaskState, 'status' | 'progress' | 'error_msg' | 'file_size'>
>;

interface ExportTaskStore {
  get(id: number): ExportTaskState | undefined | Promise<ExportTaskState | undefined>;
  update(id: number, patch: ExportTaskPatch): void | Promise<void>;
}

export interface ExportRunnerOptions {
  cfg: SimConfig;
  store: ExportTaskStore;
  /** Directory of the CSV files (created when missing). */
  dir: string;
  /** Loads the device, factors and events of a task; null when they no longer exist. */
  resolve: (taskId: number) => Promise<ExportSpec | null> | ExportSpec | null;
  concurrency?: number;
  maxRangeSeconds?: number;
  chunkRows?: number;
  /** The world's time each chunk takes (0: as fast as it is written). */
  chunkDelayMs?: number;
  /** The world's timers the pacing waits on. */
  timers: Pick<WorldTimers, 'nowMs' | 'until'>;
  /** The storage quota (export-quotas.ts): asked before each chunk a task writes, told when the task ends. */
  storage?: {
    reserve: (taskId: number, bytes: number) => true | number;
    settle: (taskId: number) => void;
  };
  onError?: (taskId: number, err: unknown) => void;
}

const MAX_EXPORT_RANGE_SECONDS = 31 * 86400;
const RANGE_INVALID = msg('download.end_before_start');
const SOURCE_GONE = msg('download.source_gone');

/** A running export: how to abort it, and the world time it waits for between two chunks (null while it works). */
interface Job {
  abort: AbortController;
  waitingUntil: number | null;
}

export class ExportRunner {
  private readonly queue: number[] = [];
  private readonly running = new Map<number, Job>();
  private idleWaiters: (() => void)[] = [];
  private caughtUpWaiters: (() => void)[] = [];
  private stopped = false;

  /** Failures the control plane injected into the next exports. */
  readonly faults = new ExportFaults();

  constructor(private readonly opts: ExportRunnerOptions) {}

  /** Directory of the CSV files. */
  get dir(): string {
    return this.opts.dir;
  }

  filePath(taskId: number): string {
    return taskFile(this.opts.dir, taskId);
  }

  /** Queues a task (no-op when it is queued or running already). */
  enqueue(taskId: number): void {
    if (this.stopped || this.queue.includes(taskId) || this.running.has(taskId)) return;
    this.queue.push(taskId);
    this.pump();
  }

  /** At start: re-runs every task left pending or exporting by a previous process. Returns the ids re-queued. */
  recover(tasks: Pick<ExportTaskState, 'id' | 'status'>[]): number[] {
    const ids = tasks
      .filter((t) => t.status === 'pending' || t.status === 'exporting')
      .map((t) => t.id);
    ids.sort((a, b) => a - b).forEach((id) => this.enqueue(id));
    return ids;
  }

  /** Cancels a queued or running export and deletes its file (task deletion). */
  async remove(taskId: number): Promise<void> {
    const at = this.queue.indexOf(taskId);
    if (at >= 0) this.queue.splice(at, 1);
    this.running.get(taskId)?.abort.abort();
    await removeTaskFiles(this.opts.dir, taskId);
  }

  /** Resolves when nothing is queued or running. */
  idle(): Promise<void> {
    if (this.queue.length === 0 && this.running.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  /**
   * Resolves when every export has caught up with the world's time: none is queued or working, each running one waits
   * for a time still ahead (a lived world would not have finished it either).
   */
  caughtUp(): Promise<void> {
    if (this.isCaughtUp()) return Promise.resolve();
    return new Promise((resolve) => this.caughtUpWaiters.push(resolve));
  }

  /** Stops taking work and aborts running exports (they stay `exporting` and are recovered at next start). */
  stop(): void {
    this.stopped = true;
    this.queue.length = 0;
    for (const job of this.running.values()) job.abort.abort();
  }

  private isCaughtUp(): boolean {
    const now = this.opts.timers.nowMs();
    const jobs = [...this.running.values()];
    if (jobs.length === 0) return this.queue.length === 0 || this.stopped;
    return jobs.every((j) => j.waitingUntil !== null && j.waitingUntil > now);
  }

  private checkCaughtUp(): void {
    if (this.caughtUpWaiters.length === 0 || !this.isCaughtUp()) return;
    const waiters = this.caughtUpWaiters;
    this.caughtUpWaiters = [];
    waiters.forEach((w) => w());
  }

  /** The pause after each chunk of `job`: its share of the world's time, counted from when it started. */
  private pacer(job: Job, signal: AbortSignal): (() => Promise<void>) | undefined {
    const delay = this.opts.chunkDelayMs ?? 0;
    if (delay <= 0) return undefined;
    const { timers } = this.opts;
    let due = timers.nowMs();
    return async () => {
      due += delay;
      job.waitingUntil = due;
      this.checkCaughtUp();
      await timers.until(due, signal);
      job.waitingUntil = null;
    };
  }

  private pump(): void {
    const limit = Math.max(1, this.opts.concurrency ?? 2);
    while (!this.stopped && this.running.size < limit && this.queue.length > 0) {
      const id = this.queue.shift() as number;
      const job: Job = { abort: new AbortController(), waitingUntil: null };
      this.running.set(id, job);
      void this.run(id, job).finally(() => {
        this.running.delete(id);
        this.pump();
        if (this.queue.length === 0 && this.running.size === 0) {
          const waiters = this.idleWaiters;
          this.idleWaiters = [];
          waiters.forEach((w) => w());
        }
        this.checkCaughtUp();
      });
    }
  }

  private async run(id: number, job: Job): Promise<void> {
    const { store } = this.opts;
    const signal = job.abort.signal;
    try {
      const task = await store.get(id);
      if (!task || task.status === 'completed' || task.status === 'failed') return;
      await store.update(id, {
        status: 'exporting',
        progress: 0,
        error_msg: null,
        file_size: null,
      });
      const fail = async (message: Message): Promise<void> =>
        store.update(id, { status: 'failed', error_msg: message, file_size: null });
      if (task.end_time < task.start_time) return fail(RANGE_INVALID);
      const maxRange = this.opts.maxRangeSeconds ?? MAX_EXPORT_RANGE_SECONDS;
      if (task.end_time - task.start_time > maxRange)
        return fail(msg('download.range_too_long', { days: maxRange / 86400 }));
      const fault = this.faults.take();
      // an injected fault's text is the developer's, as it was given
      if (fault !== null) return fail({ text: fault });
      const spec = await this.opts.resolve(id);
      if (!spec) return fail(SOURCE_GONE);
      await mkdir(this.opts.dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const result = await writeCsv(
        this.opts.cfg,
        { ...spec, start: task.start_time, end: task.end_time },
        this.filePath(id),
        {
          signal,
          chunkRows: this.opts.chunkRows,
          pace: this.pacer(job, signal),
          reserve: this.opts.storage && ((bytes) => this.opts.storage!.reserve(id, bytes)),
          onProgress: (progress) => (progress < 100 ? store.update(id, { progress }) : undefined),
        },
      );
      if (signal.aborted) {
        await rm(this.filePath(id), { force: true });
        return;
      }
      await store.update(id, { status: 'completed', progress: 100, file_size: result.bytes });
    } catch (err) {
      if (signal.aborted) return;
      if (!(err instanceof StorageFull)) this.opts.onError?.(id, err);
      await Promise.resolve(
        store.update(id, {
          status: 'failed',
          // an unexpected error is logged (onError), not shown
          error_msg: err instanceof StorageFull ? err.detail : msg('download.failed'),
        }),
      ).catch(() => undefined);
    } finally {
      this.opts.storage?.settle(id);
    }
  }
}
