/**
 * The store of one world (the main one, or a sandbox): the data in memory, its changes recorded as operations
 * (src/db/ops.ts) and made durable by `commit()`. On disk it is a JSON snapshot (DurableJsonFile: atomic, fsync'ed)
 * plus the journal of operations since (src/db/journal.ts, group commit); in memory (tests, sandboxes) there is no file.
 *
 * Only the repositories (src/repositories/) call the change methods. `verify` (on under vitest) keeps a shadow copy
 * built from the recorded operations alone and compares it with the data at every commit: a change that was made but
 * not recorded — which a restart would lose — fails the test that made it.
 */
import { isDeepStrictEqual } from 'node:util';
import { DurableJsonFile } from './durable-file.js';
import { Journal } from './journal.js';
import {
  applyOps,
  keyOf,
  type ArrayCollection,
  type Op,
  type OpCollection,
  type RecordOf,
} from './ops.js';
import type { DbData } from './types.js';
import type { DeviceEvents } from '#src/simulation/types.js';

export interface StoreOptions {
  /** Compare the recorded operations with the data at every commit (tests). */
  verify?: boolean;
  /** See JournalOptions.minCompactBytes. */
  minCompactBytes?: number;
}

export class Store {
  private state = {} as DbData;
  private readonly snapshotFile: DurableJsonFile<DbData> | null;
  private journal: Journal | null = null;
  private pending: Op[] = [];
  private shadow: DbData | null = null;
  private readonly versions = new Map<OpCollection, number>();

  constructor(
    readonly path: string,
    private readonly opts: StoreOptions = {},
  ) {
    this.snapshotFile = path === ':memory:' ? null : new DurableJsonFile<DbData>(path);
  }

  get data(): DbData {
    return this.state;
  }

  /** Changes of a collection so far: read-side indexes rebuild when it moved. */
  version(collection: OpCollection): number {
    return this.versions.get(collection) ?? 0;
  }

  /**
   * Takes data read (and replayed) elsewhere (src/db/open-db.ts) as the current state. On disk, `generation` is the
   * newest journal generation found; `compact` writes a fresh snapshot first (the file was migrated or had a journal).
   */
  async adopt(
    data: DbData,
    disk?: { generation: number; compact: boolean; snapshotBytes: number },
  ): Promise<void> {
    this.state = data;
    this.bump();
    this.resetShadow();
    if (!this.snapshotFile || !disk) return;
    this.journal = this.newJournal(disk.snapshotBytes);
    await this.journal.start(disk.generation);
    if (disk.compact) await this.journal.compactNow();
  }

  /** Replaces the whole content (first start, reset) and persists it (a snapshot, older journal generations go). */
  async replace(data: DbData): Promise<void> {
    this.state = data;
    this.pending = [];
    this.bump();
    this.resetShadow();
    if (!this.snapshotFile) return;
    if (!this.journal) {
      this.journal = this.newJournal(0);
      await this.journal.start(0);
    }
    await this.journal.compactNow();
  }

  /** Adds a record to a collection. */
  insert<C extends ArrayCollection>(collection: C, record: RecordOf<C>): RecordOf<C> {
    (this.state[collection] as RecordOf<C>[]).push(record);
    this.record(collection, keyOf(collection, record), record);
    return record;
  }

  /** Records that records (already in their collection) were changed in place. */
  changed<C extends ArrayCollection>(collection: C, ...records: RecordOf<C>[]): void {
    for (const r of records) this.record(collection, keyOf(collection, r), r);
  }

  /** Removes the records `which` selects; returns them. */
  remove<C extends ArrayCollection>(
    collection: C,
    which: (r: RecordOf<C>) => boolean,
  ): RecordOf<C>[] {
    const list = this.state[collection] as RecordOf<C>[];
    const gone = list.filter(which);
    if (gone.length === 0) return gone;
    const out = new Set(gone);
    (this.state as unknown as Record<C, RecordOf<C>[]>)[collection] = list.filter(
      (r) => !out.has(r),
    );
    for (const r of gone) this.record(collection, keyOf(collection, r), null);
    return gone;
  }

  /** Sets (or with undefined removes) the recorded events of a device. */
  setEvents(deviceId: number, events: DeviceEvents | undefined): void {
    const key = String(deviceId);
    if (events) this.state.events[key] = events;
    else delete this.state.events[key];
    this.record('events', key, events ?? null);
  }

  /** Hands out the next id of a collection (persisted with the next commit). */
  nextId(collection: string): number {
    const ids = this.state.meta.ids;
    const id = (ids[collection] ?? 0) + 1;
    ids[collection] = id;
    this.record('meta', '', this.state.meta);
    return id;
  }

  /** Makes the recorded changes durable; resolves once they (and any batch in flight before) are on disk. */
  async commit(): Promise<void> {
    const ops = this.pending;
    this.pending = [];
    if (this.shadow) this.check(ops);
    if (this.journal) await this.journal.append(ops);
  }

  /** The failed write that stopped the journal (src/db/journal.ts): every commit is refused with it. */
  get writeFailure(): Error | null {
    return this.journal?.failure ?? null;
  }

  /** What the journal did so far (null in memory). */
  get journalStats(): Journal['stats'] | null {
    return this.journal?.stats ?? null;
  }

  /** Waits for writes in flight and closes the journal. */
  async close(): Promise<void> {
    await this.journal?.close();
  }

  private record(collection: OpCollection, key: string, value: unknown): void {
    this.pending.push([collection, key, value]);
    this.versions.set(collection, this.version(collection) + 1);
  }

  private bump(): void {
    for (const c of [...Object.keys(this.state), 'meta', 'events'] as OpCollection[])
      this.versions.set(c, this.version(c) + 1);
  }

  private newJournal(snapshotBytes: number): Journal {
    return new Journal(this.path, {
      snapshotBytes,
      minCompactBytes: this.opts.minCompactBytes,
      snapshot: async () => {
        await this.snapshotFile!.write(this.state);
        return this.snapshotFile!.lastBytes;
      },
    });
  }

  private resetShadow(): void {
    this.shadow = this.opts.verify ? structuredClone(this.state) : null;
  }

  private check(ops: Op[]): void {
    applyOps(this.shadow!, structuredClone(ops));
    if (isDeepStrictEqual(this.shadow, this.state)) return;
    const data = this.state as unknown as Record<string, unknown>;
    const shadow = this.shadow as unknown as Record<string, unknown>;
    const where = Object.keys(data).find((c) => !isDeepStrictEqual(data[c], shadow[c]));
    this.shadow = structuredClone(this.state);
    throw new Error(
      `a change to "${where}" was not recorded through the repositories: a restart would lose it`,
    );
  }
}
