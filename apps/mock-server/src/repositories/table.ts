/**
 * One collection of the store as the repositories of src/repositories/ use it: its records, ids, and the three kinds
 * of change the store records (insert / change in place / remove) so that `commit()` makes exactly them durable.
 * Only repositories use a table; everyone else calls what a repository says the product does.
 */
import type { ArrayCollection, RecordOf } from '#src/db/ops.js';
import type { Store } from '#src/db/store.js';

/** An index that follows inserts and in-place changes without a rebuild (src/repositories/indexes.ts). */
export interface Follower<R> {
  inserted(record: R): void;
  saved(records: R[]): void;
}

export class Table<C extends ArrayCollection> {
  private follower: Follower<RecordOf<C>> | null = null;

  constructor(
    private readonly store: Store,
    readonly name: C,
  ) {}

  /** Lets `index` grow on inserts and stay on in-place changes that moved nothing. */
  follow(index: Follower<RecordOf<C>>): void {
    this.follower = index;
  }

  /** Every record, in stored order (change them only through this table). */
  get rows(): readonly RecordOf<C>[] {
    return this.store.data[this.name] as RecordOf<C>[];
  }

  /** Grows whenever a record of this collection changes. */
  version(): number {
    return this.store.version(this.name);
  }

  nextId(): number {
    return this.store.nextId(this.name);
  }

  insert<R extends RecordOf<C>>(record: R): R {
    this.store.insert(this.name, record);
    this.follower?.inserted(record);
    return record;
  }

  /** Records that `records`, stored objects, were changed in place. */
  changed(...records: RecordOf<C>[]): void {
    if (records.length === 0) return;
    this.store.changed(this.name, ...records);
    this.follower?.saved(records);
  }

  /** Applies `changes` to a stored record and records it. */
  update<R extends RecordOf<C>>(record: R, changes: Partial<R>): R {
    Object.assign(record, changes);
    this.changed(record);
    return record;
  }

  /** Removes the records `which` selects; returns them. */
  delete(which: (r: RecordOf<C>) => boolean): RecordOf<C>[] {
    return this.store.remove(this.name, which);
  }
}
