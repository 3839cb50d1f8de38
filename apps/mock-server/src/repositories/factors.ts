/** Factors (sensors, switches) of a device, and what the simulation needs of one. */
import type { FactorRecord } from '#src/db/types.js';
import type { SimFactor } from '#src/simulation/types.js';
import { Index, addFactor, factorKeys, type FactorIndex } from './indexes.js';
import type { Table } from './table.js';

export type NewFactor = Omit<FactorRecord, 'id'>;
/** What the factor form changes (everything but its identity, its device and when it started reporting). */
export type FactorChanges = Partial<Omit<FactorRecord, 'id' | 'agri_id' | 'device_id' | 'since'>>;

export class FactorsRepository {
  private readonly index: Index<FactorIndex, FactorRecord>;

  constructor(private readonly factors: Table<'factors'>) {
    this.index = new Index(
      factors,
      () => {
        const idx: FactorIndex = {
          keys: new Map(),
          byId: new Map(),
          byDevice: new Map(),
          byAgri: new Map(),
        };
        for (const f of [...factors.rows].sort((a, b) => a.id - b.id)) addFactor(idx, f);
        return idx;
      },
      addFactor,
      (idx, f) => idx.byId.get(f.id) === f && idx.keys.get(f.id) === factorKeys(f),
    );
    factors.follow(this.index);
  }

  byId(id: number): FactorRecord | undefined {
    return this.index.value.byId.get(id);
  }

  byAgriId(agriId: string): FactorRecord | undefined {
    return this.index.value.byAgri.get(agriId);
  }

  ofDevice(deviceId: number): FactorRecord[] {
    return this.index.value.byDevice.get(deviceId) ?? [];
  }

  /** Whether a factor has this agri_id (devices share the namespace: DevicesRepository.agriIdTaken). */
  hasAgriId(agriId: string): boolean {
    return this.index.value.byAgri.has(agriId);
  }

  create(fields: NewFactor): FactorRecord {
    return this.factors.insert({ id: this.factors.nextId(), ...fields });
  }

  update(factor: FactorRecord, changes: FactorChanges): void {
    this.factors.update(factor, changes);
  }

  delete(factor: FactorRecord): void {
    this.factors.delete((f) => f.id === factor.id);
  }

  /** A device bound at `now`: its factors report from then on (none reports before its device was bound). */
  startReporting(deviceId: number, now: number): void {
    for (const f of this.ofDevice(deviceId))
      if (f.since < now) this.factors.update(f, { since: now });
  }

  deleteOfDevices(deviceIds: ReadonlySet<number>): void {
    this.factors.delete((f) => deviceIds.has(f.device_id));
  }
}

/** What the simulation needs of a stored factor. */
export function simFactor(f: FactorRecord): SimFactor {
  return {
    agri_id: f.agri_id,
    the_type: f.the_type,
    min_value: f.min_value,
    max_value: f.max_value,
    decimals: f.decimals,
    enabled: f.enabled,
    since: f.since,
  };
}
