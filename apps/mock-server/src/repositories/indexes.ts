/**
 * The read indexes of the repositories: one per collection, rebuilt when the store says the collection changed, grown
 * in place on an insert and kept on a save that moved nothing.
 */
import type { DeviceRecord, FactorRecord } from '#src/db/types.js';

export function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * An index over one collection, rebuilt when the store says that collection changed — except after an insert into an
 * index that was current, which `grow` applies in place (creating a record costs the same with 10 or 10,000 of them).
 */
export class Index<T, R = never> {
  private built: { version: number; value: T } | null = null;

  constructor(
    /** The collection indexed (a Table): its version grows with every change. */
    private readonly source: { version(): number },
    private readonly build: () => T,
    private readonly grow?: (value: T, record: R) => void,
    /** Whether `record`, changed in place, still sits where the index has it (then no rebuild). */
    private readonly unmoved?: (value: T, record: R) => boolean,
  ) {}

  get value(): T {
    const version = this.source.version();
    if (!this.built || this.built.version !== version)
      this.built = { version, value: this.build() };
    return this.built.value;
  }

  /** Called right after `records` were saved: when none moved in the index it stays as it is. */
  saved(records: R[]): void {
    const version = this.source.version();
    const built = this.built;
    if (!this.unmoved || built?.version !== version - records.length) return;
    if (records.every((r) => this.unmoved!(built.value, r))) built.version = version;
  }

  /** Called right after `record` was inserted (ids grow, so it sorts last). */
  inserted(record: R): void {
    const version = this.source.version();
    if (this.grow && this.built?.version === version - 1) {
      this.grow(this.built.value, record);
      this.built.version = version;
    }
  }
}

export interface DeviceIndex {
  /** What each device was indexed under (organization, project, hardware id, agri id). */
  keys: Map<number, string>;
  byId: Map<number, DeviceRecord>;
  byHardware: Map<string, DeviceRecord>;
  byAgri: Set<string>;
  byOrg: Map<number, DeviceRecord[]>;
  byProject: Map<string, DeviceRecord[]>;
}

export const deviceKeys = (d: DeviceRecord): string =>
  `${d.org_id}|${d.project_id}|${d.device_id.toLowerCase()}|${d.agri_id}`;

export function addDevice(idx: DeviceIndex, dev: DeviceRecord): void {
  idx.keys.set(dev.id, deviceKeys(dev));
  idx.byId.set(dev.id, dev);
  idx.byHardware.set(dev.device_id.toLowerCase(), dev);
  idx.byAgri.add(dev.agri_id);
  if (dev.org_id !== null) push(idx.byOrg, dev.org_id, dev);
  if (dev.project_id !== null) push(idx.byProject, dev.project_id, dev);
}

export interface FactorIndex {
  keys: Map<number, string>;
  byId: Map<number, FactorRecord>;
  byDevice: Map<number, FactorRecord[]>;
  byAgri: Map<string, FactorRecord>;
}

export const factorKeys = (f: FactorRecord): string => `${f.device_id}|${f.agri_id}`;

export function addFactor(idx: FactorIndex, f: FactorRecord): void {
  idx.keys.set(f.id, factorKeys(f));
  idx.byId.set(f.id, f);
  idx.byAgri.set(f.agri_id, f);
  push(idx.byDevice, f.device_id, f);
}
