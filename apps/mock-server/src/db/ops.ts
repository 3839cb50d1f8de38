/**
 * The changes the store records: one operation per changed record — `[collection, key, value]`, value null for a
 * removal — which the journal appends (src/db/journal.ts) and which replay onto a snapshot at start. An operation
 * carries the whole record, never a delta, so replaying a suffix of operations onto a state that already holds them
 * gives the same state (last operation per key wins): what makes a snapshot taken while writes go on safe.
 */
import type { DbData, DbMeta } from './types.js';

export type ArrayCollection = {
  [K in keyof DbData]: DbData[K] extends unknown[] ? K : never;
}[keyof DbData];
export type RecordOf<C extends ArrayCollection> = DbData[C][number];

/** `meta` (key ''), a device's `events` (key: the device id) or a record of an array collection. */
export type OpCollection = ArrayCollection | 'meta' | 'events';
export type Op = [collection: OpCollection, key: string, value: unknown];

/** The key of each array collection's records. */
export const KEYS: { [C in ArrayCollection]: (r: RecordOf<C>) => string } = {
  users: (r) => String(r.id),
  organizations: (r) => String(r.id),
  memberships: (r) => String(r.id),
  blacklist: (r) => String(r.id),
  projects: (r) => String(r.id),
  favorites: (r) => `${r.user_id}|${r.project_id}`,
  devices: (r) => String(r.id),
  factors: (r) => String(r.id),
  refreshTokens: (r) => String(r.id),
  accessTokens: (r) => String(r.id),
  downloadTasks: (r) => String(r.id),
  forwarders: (r) => String(r.org_id),
};

export const keyOf = <C extends ArrayCollection>(collection: C, record: RecordOf<C>): string =>
  (KEYS[collection] as (r: RecordOf<C>) => string)(record);

/** Applies operations in order onto `data` (in place). Unknown collections are an error of the journal. */
export function applyOps(data: DbData, ops: Iterable<Op>): void {
  const positions = new Map<string, Map<string, number>>();
  const at = (c: ArrayCollection): Map<string, number> => {
    let m = positions.get(c);
    if (!m) {
      m = new Map((data[c] as RecordOf<typeof c>[]).map((r, i) => [keyOf(c, r), i]));
      positions.set(c, m);
    }
    return m;
  };
  const removed = new Set<ArrayCollection>();
  for (const [c, key, value] of ops) {
    if (c === 'meta') {
      data.meta = value as DbMeta;
      continue;
    }
    if (c === 'events') {
      if (value === null) delete data.events[key];
      else data.events[key] = value as DbData['events'][string];
      continue;
    }
    if (!(c in KEYS)) throw new Error(`unknown collection "${String(c)}"`);
    const list = data[c] as unknown[];
    const index = at(c);
    const i = index.get(key);
    if (value === null) {
      if (i !== undefined) {
        list[i] = undefined;
        index.delete(key);
        removed.add(c);
      }
    } else if (i !== undefined) list[i] = value;
    else {
      index.set(key, list.length);
      list.push(value);
    }
  }
  for (const c of removed) {
    (data as unknown as Record<string, unknown[]>)[c] = (data[c] as unknown[]).filter(
      (r) => r !== undefined,
    );
  }
}
