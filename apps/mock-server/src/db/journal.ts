/**
 * The journal: operations (src/db/ops.ts) appended to `<db>.wal-<generation>` files, one JSON line per operation, with
 * group commit — operations arriving while a write+fdatasync is in flight wait and go together in the next one, so
 * concurrent writers share one fsync and each caller is settled only once its lines are on disk. A write costs the
 * size of what changed, not the size of the database. A write that fails (a full disk, an I/O error) is cut back to
 * the file's last good end and stops the journal: every later append is refused (JournalWriteError), so no line is
 * ever glued to a fragment and the next start finds every acknowledged operation.
 *
 * Compaction: once the journal outgrows max(MIN_COMPACT_BYTES, 2 × the snapshot), appends move to a new generation and
 * the snapshot (the JSON file, written atomically by DurableJsonFile) is rewritten in the background; then the
 * older generations are deleted. A kill at any point leaves a snapshot plus generations whose replay gives the state
 * (operations are whole records; see ops.ts).
 */
import { mkdir, open, rm, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '#src/lib/private-files.js';
import { walGenerations, walName } from './journal-files.js';
import type { Op } from './ops.js';

const MIN_COMPACT_BYTES = 8 * 1024 * 1024;

async function syncDir(dir: string): Promise<void> {
  const dh = await open(dir, 'r');
  try {
    await dh.sync();
  } finally {
    await dh.close();
  }
}

interface Waiter {
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * Writing the journal failed (a full disk, an I/O error): the file was cut back to its last good end and every later
 * change is refused, so nothing is glued to a fragment and a restart finds every acknowledged change.
 */
export class JournalWriteError extends Error {
  constructor(readonly reason: unknown) {
    super(
      `The server cannot store changes: writing its database journal failed (${(reason as Error).message}). ` +
        'Reads still work; restart the server once its disk is fixed.',
    );
    this.name = 'JournalWriteError';
  }
}

export interface JournalOptions {
  /** Writes the snapshot of the current state (called when compacting); resolves once it is durable. */
  snapshot: () => Promise<number>;
  /** Size of the snapshot the journal started from (bytes). */
  snapshotBytes: number;
  fsync?: boolean;
  /** Compact once the journal holds more than max(this, 2 × the snapshot) bytes (default MIN_COMPACT_BYTES). */
  minCompactBytes?: number;
}

export class Journal {
  private fh: FileHandle | null = null;
  private generation = 0;
  /** Bytes of the current generation that are on disk: its last good end. */
  private bytes = 0;
  private snapshotBytes: number;
  private lines: string[] = [];
  private waiters: Waiter[] = [];
  private flushing: Promise<void> | null = null;
  private compacting: Promise<void> | null = null;
  private failed: JournalWriteError | null = null;
  /** Writes to disk so far (each one fsync) and operations they carried: concurrent commits share writes. */
  readonly stats = { writes: 0, ops: 0, compactions: 0 };

  constructor(
    private readonly file: string,
    private readonly opts: JournalOptions,
  ) {
    this.snapshotBytes = opts.snapshotBytes;
  }

  /** The failed write that stopped the journal, if any: every append is refused with it. */
  get failure(): JournalWriteError | null {
    return this.failed;
  }

  /** Starts a new generation after `after` (the newest one found on disk, if any). */
  async start(after: number): Promise<void> {
    await mkdir(dirname(this.file), { recursive: true, mode: PRIVATE_DIR_MODE });
    await this.rotate(after + 1);
  }

  /** Appends operations; resolves once they are on disk (with none: once what is in flight is). */
  append(ops: Op[]): Promise<void> {
    if (this.failed) return Promise.reject(this.failed);
    if (ops.length === 0 && !this.flushing) return Promise.resolve();
    for (const op of ops) this.lines.push(JSON.stringify(op));
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject }));
    this.flushing ??= this.flush();
    return done;
  }

  /** Resolves once nothing is pending (tests, close). */
  async idle(): Promise<void> {
    while (this.flushing || this.compacting) await (this.flushing ?? this.compacting);
  }

  /** A snapshot now, awaited (after a reset replaced the whole state): older generations go once it is durable. */
  async compactNow(): Promise<void> {
    await this.idle();
    if (this.failed) throw this.failed;
    await (
      await this.compact()
    ).snapshot;
  }

  async close(): Promise<void> {
    await this.idle();
    await this.fh?.close();
    this.fh = null;
  }

  /**
   * Writes the waiting lines, batch after batch, until nobody waits. `flushing` is cleared in the same step that finds
   * nobody waiting, so an append made from a settled caller's continuation either joins this loop or starts the next.
   */
  private async flush(): Promise<void> {
    try {
      while (this.waiters.length) {
        const text = this.lines.length ? `${this.lines.join('\n')}\n` : '';
        const waiters = this.waiters;
        this.lines = [];
        this.waiters = [];
        try {
          if (this.failed) throw this.failed;
          if (text) await this.write(text);
          waiters.forEach((w) => w.resolve());
        } catch (err) {
          if (!this.failed) await this.stop(err);
          waiters.forEach((w) => w.reject(this.failed));
          continue;
        }
        const limit = Math.max(
          this.opts.minCompactBytes ?? MIN_COMPACT_BYTES,
          2 * this.snapshotBytes,
        );
        // a generation that cannot be opened now is tried again after the next write
        if (!this.compacting && this.bytes > limit) await this.compact().catch(() => {});
      }
    } finally {
      this.flushing = null;
    }
  }

  /** Appends `text` whole (a short write goes on with the rest) and makes it durable. */
  private async write(text: string): Promise<void> {
    const buffer = Buffer.from(text);
    for (let at = 0; at < buffer.length;) {
      const { bytesWritten } = await this.fh!.write(buffer, at, buffer.length - at);
      if (bytesWritten <= 0) throw new Error('the journal took no bytes');
      at += bytesWritten;
    }
    if (this.opts.fsync !== false) await this.fh!.datasync();
    this.bytes += buffer.length;
    this.stats.writes++;
    this.stats.ops += text.split('\n').length - 1;
  }

  /** After a failed write: cuts the file back to its last good end and refuses every later append. */
  private async stop(err: unknown): Promise<void> {
    this.failed = new JournalWriteError(err);
    this.lines = [];
    try {
      await this.fh!.truncate(this.bytes);
      if (this.opts.fsync !== false) await this.fh!.datasync();
    } catch {
      // the fragment stays the file's torn last line, which a start drops: nothing is ever appended after it
    }
  }

  /**
   * New generation now (a short pause of the appends); the snapshot and the deletion of the older generations follow
   * in the background, in `snapshot` (a failure leaves the older generations for the next start or compaction).
   */
  private async compact(): Promise<{ snapshot: Promise<void> }> {
    const older = this.generation;
    await this.rotate(older + 1);
    this.stats.compactions++;
    const snapshot = this.opts.snapshot().then(async (size) => {
      this.snapshotBytes = size;
      const gens = (await walGenerations(this.file)).filter((g) => g <= older);
      await Promise.all(gens.map((g) => rm(walName(this.file, g), { force: true })));
    });
    this.compacting = snapshot.then(
      () => {},
      () => {},
    );
    void this.compacting.finally(() => (this.compacting = null));
    return { snapshot };
  }

  private async rotate(generation: number): Promise<void> {
    const fh = await open(walName(this.file, generation), 'a', PRIVATE_FILE_MODE);
    if (this.opts.fsync !== false) await syncDir(dirname(this.file));
    await this.fh?.close();
    this.fh = fh;
    this.generation = generation;
    this.bytes = 0;
  }
}
