/**
 * Migrations of the database file: MIGRATIONS[n] turns a schema-n file into schema n+1, in place. At start a file
 * older than SCHEMA_VERSION is copied aside (`<file>.v<n>.<time>.bak`) and migrated step by step, then checked and
 * written back (src/db/open-db.ts). A new layout = bump SCHEMA_VERSION in types.ts and add its step here.
 */
import { randomBytes } from 'node:crypto';

/** A new random database instance id (DbMeta.instance_id). */
export const newInstanceId = (): string => randomBytes(16).toString('hex');

type Json = Record<string, unknown>;

const MIGRATIONS: Record<number, (data: Json) => void> = {
  // 1 → 2: the instance id that download links are bound to.
  1: (data) => {
    (data.meta as Json).instance_id = newInstanceId();
  },
};

/** Migrates `data` (schema `from`) up to `to`; throws when a step is missing. */
export function migrate(data: Json, from: number, to: number): void {
  for (let v = from; v < to; v++) {
    const step = MIGRATIONS[v];
    if (!step) throw new Error(`no migration from schema ${v} to ${v + 1}`);
    step(data);
    (data.meta as Json).schema_version = v + 1;
  }
}
