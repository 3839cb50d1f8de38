/**
 * The shape check of a database file: what must hold before the server trusts it. Returns the first problem as a
 * sentence for the operator ("the collection \"users\" is missing"), or null. Records are checked to be objects, not
 * field by field: their fields are the server's own writing; the check catches a hand-edited, truncated or foreign
 * file before a request trips over it.
 */
import { COLLECTIONS } from './types.js';

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Problems of meta alone (checked before migrating). */
export function metaProblem(data: unknown, current: number): string | null {
  if (!isObject(data))
    return `it is not an object (it holds ${JSON.stringify(data)?.slice(0, 40)})`;
  const meta = data.meta;
  if (!isObject(meta)) return 'it has no "meta" object';
  const v = meta.schema_version;
  if (!Number.isInteger(v) || (v as number) < 1)
    return 'meta.schema_version is not a version number';
  if ((v as number) > current)
    return `it was written by a newer version of the mock server (schema ${String(v)}; this one knows up to ${current})`;
  return null;
}

/** Problems of a file of the current schema. */
export function shapeProblem(data: Record<string, unknown>): string | null {
  const meta = data.meta as Record<string, unknown>;
  if (typeof meta.seed !== 'string') return 'meta.seed is not a string';
  if (meta.scale !== 'default' && meta.scale !== 'large')
    return 'meta.scale is not "default" or "large"';
  if (!isObject(meta.ids)) return 'meta.ids is not an object';
  if (typeof meta.instance_id !== 'string' || !/^[0-9a-f]{32}$/.test(meta.instance_id))
    return 'meta.instance_id is not a 32-digit hex id';
  for (const [name, kind] of Object.entries(COLLECTIONS)) {
    const value = data[name];
    if (value === undefined) return `the collection "${name}" is missing`;
    if (kind === 'array') {
      if (!Array.isArray(value)) return `the collection "${name}" is not a list`;
      const bad = value.findIndex((r) => !isObject(r));
      if (bad >= 0) return `item ${bad} of the collection "${name}" is not an object`;
    } else if (!isObject(value) || !Object.values(value).every(isObject)) {
      return `the collection "${name}" is not an object of objects`;
    }
  }
  return null;
}
