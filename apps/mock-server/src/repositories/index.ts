/**
 * The repositories of one world: every read and every write of its data goes through here. Reads use indexes that
 * rebuild per collection when that collection changed (a favorite does not rebuild the 10,000-device index); writes
 * record what changed (insert / save / remove) so that `commit()` makes exactly that durable (src/db/store.ts).
 * Records handed out are the stored objects: change them, then `save` them.
 */
import type { Store } from '#src/db/store.js';
import type { ArrayCollection, OpCollection, RecordOf } from '#src/db/ops.js';
import type {
  DeviceRecord,
  FactorRecord,
  MembershipRecord,
  OrganizationRecord,
  ProjectRecord,
  RefreshTokenRecord,
  UserRecord,
} from '#src/db/types.js';
import type { DeviceEvents, SimDevice, SimFactor } from '#src/simulation/types.js';
import {
  Index,
  addDevice,
  addFactor,
  deviceKeys,
  factorKeys,
  push,
  type DeviceIndex,
  type FactorIndex,
} from './indexes.js';

export class Repositories {
  private readonly users: Index<{ byId: Map<number, UserRecord>; byName: Map<string, UserRecord> }>;
  private readonly orgs: Index<{
    byId: Map<number, OrganizationRecord>;
    bySlug: Map<string, OrganizationRecord>;
  }>;
  private readonly members: Index<Map<string, MembershipRecord>>;
  private readonly projects: Index<{
    byId: Map<string, ProjectRecord>;
    byOrg: Map<number, ProjectRecord[]>;
  }>;
  private readonly devices: Index<DeviceIndex, DeviceRecord>;
  private readonly factors: Index<FactorIndex, FactorRecord>;

  private readonly sessions: Index<Map<number, RefreshTokenRecord>>;

  constructor(private readonly store: Store) {
    const d = () => store.data;
    this.users = new Index(store, 'users', () => ({
      byId: new Map(d().users.map((u) => [u.id, u])),
      byName: new Map(d().users.map((u) => [u.username.toLowerCase(), u])),
    }));
    this.orgs = new Index(store, 'organizations', () => ({
      byId: new Map(d().organizations.map((o) => [o.id, o])),
      bySlug: new Map(d().organizations.map((o) => [o.slug, o])),
    }));
    this.members = new Index(
      store,
      'memberships',
      () => new Map(d().memberships.map((m) => [`${m.org_id}|${m.user_id}`, m])),
    );
    this.projects = new Index(store, 'projects', () => {
      const byOrg = new Map<number, ProjectRecord[]>();
      for (const p of d().projects) push(byOrg, p.org_id, p);
      return { byId: new Map(d().projects.map((p) => [p.project_id, p])), byOrg };
    });
    this.devices = new Index(
      store,
      'devices',
      () => {
        const idx: DeviceIndex = {
          keys: new Map(),
          byId: new Map(),
          byHardware: new Map(),
          byAgri: new Set(),
          byOrg: new Map(),
          byProject: new Map(),
        };
        for (const dev of [...d().devices].sort((a, b) => a.id - b.id)) addDevice(idx, dev);
        return idx;
      },
      addDevice,
      (idx, d) => idx.byId.get(d.id) === d && idx.keys.get(d.id) === deviceKeys(d),
    );
    this.sessions = new Index(store, 'refreshTokens', () => {
      const bySession = new Map<number, RefreshTokenRecord>();
      for (const r of d().refreshTokens) {
        const sid = r.session_id ?? r.id;
        const known = bySession.get(sid);
        if (!known || known.revoked_at !== null) bySession.set(sid, r);
      }
      return bySession;
    });
    this.factors = new Index(
      store,
      'factors',
      () => {
        const idx: FactorIndex = {
          keys: new Map(),
          byId: new Map(),
          byDevice: new Map(),
          byAgri: new Map(),
        };
        for (const f of [...d().factors].sort((a, b) => a.id - b.id)) addFactor(idx, f);
        return idx;
      },
      addFactor,
      (idx, f) => idx.byId.get(f.id) === f && idx.keys.get(f.id) === factorKeys(f),
    );
  }

  // ---- reads

  /** A number that grows whenever any of `collections` changes (for caches derived from them). */
  version(...collections: OpCollection[]): number {
    let v = 0;
    for (const c of collections) v += this.store.version(c);
    return v;
  }

  /** Every record of a collection, in stored order (read-only: change records through save/remove). */
  all<C extends ArrayCollection>(collection: C): readonly RecordOf<C>[] {
    return this.store.data[collection] as RecordOf<C>[];
  }
  /** The first record of a collection that `match` accepts. */
  find<C extends ArrayCollection>(
    collection: C,
    match: (r: RecordOf<C>) => boolean,
  ): RecordOf<C> | undefined {
    return (this.store.data[collection] as RecordOf<C>[]).find(match);
  }
  /** The id download links are bound to (new with every seed). */
  instanceId(): string {
    return this.store.data.meta.instance_id;
  }
  /** Every device's recorded events, by device id. */
  allEvents(): Readonly<Record<string, DeviceEvents>> {
    return this.store.data.events;
  }
  user(id: number): UserRecord | undefined {
    return this.users.value.byId.get(id);
  }
  userByName(username: string): UserRecord | undefined {
    return this.users.value.byName.get(username.toLowerCase());
  }
  org(id: number): OrganizationRecord | undefined {
    return this.orgs.value.byId.get(id);
  }
  orgBySlug(slug: string): OrganizationRecord | undefined {
    return this.orgs.value.bySlug.get(slug);
  }
  membership(orgId: number, userId: number): MembershipRecord | undefined {
    return this.members.value.get(`${orgId}|${userId}`);
  }
  membershipsOf(userId: number): MembershipRecord[] {
    return this.store.data.memberships.filter((m) => m.user_id === userId);
  }
  isBlacklisted(orgId: number, userId: number): boolean {
    return this.store.data.blacklist.some((b) => b.org_id === orgId && b.user_id === userId);
  }
  project(projectId: string): ProjectRecord | undefined {
    return this.projects.value.byId.get(projectId);
  }
  projectsOf(orgId: number): ProjectRecord[] {
    return this.projects.value.byOrg.get(orgId) ?? [];
  }
  isFavorite(userId: number, projectId: string): boolean {
    return this.store.data.favorites.some(
      (f) => f.user_id === userId && f.project_id === projectId,
    );
  }
  device(id: number): DeviceRecord | undefined {
    return this.devices.value.byId.get(id);
  }
  deviceByHardwareId(deviceId: string): DeviceRecord | undefined {
    return this.devices.value.byHardware.get(deviceId.toLowerCase());
  }
  devicesOf(orgId: number): DeviceRecord[] {
    return this.devices.value.byOrg.get(orgId) ?? [];
  }
  devicesOfProject(projectId: string): DeviceRecord[] {
    return this.devices.value.byProject.get(projectId) ?? [];
  }
  factor(id: number): FactorRecord | undefined {
    return this.factors.value.byId.get(id);
  }
  factorByAgriId(agriId: string): FactorRecord | undefined {
    return this.factors.value.byAgri.get(agriId);
  }
  factorsOf(deviceId: number): FactorRecord[] {
    return this.factors.value.byDevice.get(deviceId) ?? [];
  }
  /** The current refresh token of a session (sign-in): the live one, else the newest. */
  sessionToken(sessionId: number): RefreshTokenRecord | undefined {
    return this.sessions.value.get(sessionId);
  }
  events(deviceId: number): DeviceEvents | undefined {
    return this.store.data.events[String(deviceId)];
  }
  agriIdTaken(agriId: string): boolean {
    return this.factors.value.byAgri.has(agriId) || this.devices.value.byAgri.has(agriId);
  }

  // ---- writes (durable with the next commit)

  /** The next id of a collection. */
  nextId(collection: ArrayCollection): number {
    return this.store.nextId(collection);
  }
  /** Adds a record. */
  add<C extends ArrayCollection>(collection: C, record: RecordOf<C>): RecordOf<C> {
    this.store.insert(collection, record);
    if (collection === 'devices') this.devices.inserted(record as DeviceRecord);
    if (collection === 'factors') this.factors.inserted(record as FactorRecord);
    return record;
  }
  /** Records that stored records were changed in place. */
  save<C extends ArrayCollection>(collection: C, ...records: RecordOf<C>[]): void {
    this.store.changed(collection, ...records);
    if (collection === 'devices') this.devices.saved(records as DeviceRecord[]);
    if (collection === 'factors') this.factors.saved(records as FactorRecord[]);
  }
  /** Removes the records `which` selects; returns them. */
  remove<C extends ArrayCollection>(
    collection: C,
    which: (r: RecordOf<C>) => boolean,
  ): RecordOf<C>[] {
    return this.store.remove(collection, which);
  }
  /** Sets (undefined: removes) a device's recorded events. */
  setEvents(deviceId: number, events: DeviceEvents | undefined): void {
    this.store.setEvents(deviceId, events);
  }
  /** Makes every recorded change durable; resolves once it is on disk. */
  commit(): Promise<void> {
    return this.store.commit();
  }
}

/** What the simulation needs of a stored device. */
export function simDevice(d: DeviceRecord): SimDevice {
  const sim: SimDevice = {
    id: d.id,
    device_id: d.device_id,
    report_interval: d.report_interval,
    since: d.bind_time ?? d.create_time,
  };
  if (d.profile) sim.profile = d.profile;
  return sim;
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
