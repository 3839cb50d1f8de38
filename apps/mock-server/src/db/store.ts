/**
 * The store: lowdb over a durable JSON file (or memory for tests) plus a version counter that read-side indexes use to
 * know when to rebuild. Handlers mutate `store.data` and then `await store.commit()`; the reply is sent only after
 * the commit resolved, i.e. once the change is on disk.
 */
import { Low, Memory } from 'lowdb';
import { DurableJsonFile } from './durable-file.js';
import type { DbData } from './types.js';

export class Store {
  private readonly low: Low<DbData>;
  /** Bumped on every commit; indexes compare it to their own. */
  version = 0;

  constructor(readonly path: string) {
    const adapter = path === ':memory:' ? new Memory<DbData>() : new DurableJsonFile<DbData>(path);
    this.low = new Low<DbData>(adapter, {} as DbData);
  }

  get data(): DbData {
    return this.low.data;
  }

  /** Takes data read and checked elsewhere (src/db/open-db.ts) as the current state, without writing it. */
  adopt(data: DbData): void {
    this.low.data = data;
    this.version++;
  }

  /** Replaces the whole content (seed, reset) and persists it. */
  async replace(data: DbData): Promise<void> {
    this.low.data = data;
    await this.commit();
  }

  /** Persists the current state; resolves once it is durable. */
  async commit(): Promise<void> {
    this.version++;
    await this.low.write();
  }

  /** Hands out the next id of a collection (persisted with the next commit). */
  nextId(collection: string): number {
    const ids = this.low.data.meta.ids;
    const id = (ids[collection] ?? 0) + 1;
    ids[collection] = id;
    return id;
  }
}
