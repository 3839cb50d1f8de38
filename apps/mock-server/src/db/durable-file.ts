/**
 * A JSON file that acknowledges a write only once it is on disk: the JSON goes to a temporary file that is
 * fsync'ed and then renamed over the db file (atomic on POSIX), and the directory is fsync'ed. The file is never
 * half-written: a reader (or a restart after kill -9) sees the previous or the new version. Writes arriving while one
 * is in flight are coalesced: the next write stores the newest state and settles every caller waiting for it.
 */
import { mkdir, open, rename } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '#src/lib/private-files.js';
import { jsonChunks } from './json-chunks.js';
import { tempName } from './stale-temps.js';

export class DurableJsonFile<T> {
  /** Size of the last version written (bytes). */
  lastBytes = 0;
  private inFlight: Promise<void> | null = null;
  private queued: {
    data: T;
    waiters: { resolve: () => void; reject: (e: unknown) => void }[];
  } | null = null;

  constructor(
    private readonly file: string,
    private readonly fsync = true,
  ) {}

  write(data: T): Promise<void> {
    if (!this.inFlight) {
      this.inFlight = this.persist(data).finally(() => this.next());
      return this.inFlight;
    }
    return new Promise<void>((resolve, reject) => {
      this.queued ??= { data, waiters: [] };
      this.queued.data = data;
      this.queued.waiters.push({ resolve, reject });
    });
  }

  private next(): void {
    const q = this.queued;
    this.queued = null;
    if (!q) {
      this.inFlight = null;
      return;
    }
    this.inFlight = this.persist(q.data)
      .then(
        () => q.waiters.forEach((w) => w.resolve()),
        (err: unknown) => q.waiters.forEach((w) => w.reject(err)),
      )
      .finally(() => this.next());
  }

  private async persist(data: T): Promise<void> {
    const dir = dirname(this.file);
    await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const tmp = tempName(this.file, process.pid);
    const fh = await open(tmp, 'w', PRIVATE_FILE_MODE);
    try {
      const chunks = jsonChunks(data);
      this.lastBytes = chunks.reduce((n, c) => n + c.length, 0);
      await fh.writev(chunks);
      if (this.fsync) await fh.sync();
    } finally {
      await fh.close();
    }
    await rename(tmp, this.file);
    if (this.fsync) {
      const dh = await open(dir, 'r');
      try {
        await dh.sync();
      } finally {
        await dh.close();
      }
    }
  }
}
