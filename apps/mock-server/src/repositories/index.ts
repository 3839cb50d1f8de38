/**
 * Read-side lookups over the store with indexes that rebuild when the store's version changes (after a commit), so a
 * list of 10,000 devices is filtered from a per-organization array instead of the whole collection.
 */
import type { Store } from '../db/store.js';
import type {
  DeviceRecord,
  FactorRecord,
  MembershipRecord,
  OrganizationRecord,
  ProjectRecord,
  UserRecord,
} from '../db/types.js';
import type { DeviceEvents, SimDevice, SimFactor } from '../simulation/types.js';

interface Indexes {
  version: number;
  users: Map<number, UserRecord>;
  usernames: Map<string, UserRecord>;
  orgs: Map<number, OrganizationRecord>;
  slugs: Map<string, OrganizationRecord>;
  members: Map<string, MembershipRecord>;
  projects: Map<string, ProjectRecord>;
  orgProjects: Map<number, ProjectRecord[]>;
  devices: Map<number, DeviceRecord>;
  hardware: Map<string, DeviceRecord>;
  orgDevices: Map<number, DeviceRecord[]>;
  projectDevices: Map<string, DeviceRecord[]>;
  factors: Map<number, FactorRecord>;
  deviceFactors: Map<number, FactorRecord[]>;
  agri: Map<string, FactorRecord>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export class Repositories {
  private idx: Indexes | null = null;

  constructor(private readonly store: Store) {}

  private get i(): Indexes {
    if (this.idx && this.idx.version === this.store.version) return this.idx;
    const d = this.store.data;
    const idx: Indexes = {
      version: this.store.version,
      users: new Map(d.users.map((u) => [u.id, u])),
      usernames: new Map(d.users.map((u) => [u.username.toLowerCase(), u])),
      orgs: new Map(d.organizations.map((o) => [o.id, o])),
      slugs: new Map(d.organizations.map((o) => [o.slug, o])),
      members: new Map(d.memberships.map((m) => [`${m.org_id}|${m.user_id}`, m])),
      projects: new Map(d.projects.map((p) => [p.project_id, p])),
      orgProjects: new Map(),
      devices: new Map(),
      hardware: new Map(),
      orgDevices: new Map(),
      projectDevices: new Map(),
      factors: new Map(),
      deviceFactors: new Map(),
      agri: new Map(),
    };
    for (const p of d.projects) push(idx.orgProjects, p.org_id, p);
    const devices = [...d.devices].sort((a, b) => a.id - b.id);
    for (const dev of devices) {
      idx.devices.set(dev.id, dev);
      idx.hardware.set(dev.device_id.toLowerCase(), dev);
      if (dev.org_id !== null) push(idx.orgDevices, dev.org_id, dev);
      if (dev.project_id !== null) push(idx.projectDevices, dev.project_id, dev);
    }
    const factors = [...d.factors].sort((a, b) => a.id - b.id);
    for (const f of factors) {
      idx.factors.set(f.id, f);
      idx.agri.set(f.agri_id, f);
      push(idx.deviceFactors, f.device_id, f);
    }
    this.idx = idx;
    return idx;
  }

  user(id: number): UserRecord | undefined {
    return this.i.users.get(id);
  }
  userByName(username: string): UserRecord | undefined {
    return this.i.usernames.get(username.toLowerCase());
  }
  org(id: number): OrganizationRecord | undefined {
    return this.i.orgs.get(id);
  }
  orgBySlug(slug: string): OrganizationRecord | undefined {
    return this.i.slugs.get(slug);
  }
  membership(orgId: number, userId: number): MembershipRecord | undefined {
    return this.i.members.get(`${orgId}|${userId}`);
  }
  membershipsOf(userId: number): MembershipRecord[] {
    return this.store.data.memberships.filter((m) => m.user_id === userId);
  }
  isBlacklisted(orgId: number, userId: number): boolean {
    return this.store.data.blacklist.some((b) => b.org_id === orgId && b.user_id === userId);
  }
  project(projectId: string): ProjectRecord | undefined {
    return this.i.projects.get(projectId);
  }
  projectsOf(orgId: number): ProjectRecord[] {
    return this.i.orgProjects.get(orgId) ?? [];
  }
  isFavorite(userId: number, projectId: string): boolean {
    return this.store.data.favorites.some(
      (f) => f.user_id === userId && f.project_id === projectId,
    );
  }
  device(id: number): DeviceRecord | undefined {
    return this.i.devices.get(id);
  }
  deviceByHardwareId(deviceId: string): DeviceRecord | undefined {
    return this.i.hardware.get(deviceId.toLowerCase());
  }
  devicesOf(orgId: number): DeviceRecord[] {
    return this.i.orgDevices.get(orgId) ?? [];
  }
  devicesOfProject(projectId: string): DeviceRecord[] {
    return this.i.projectDevices.get(projectId) ?? [];
  }
  factor(id: number): FactorRecord | undefined {
    return this.i.factors.get(id);
  }
  factorByAgriId(agriId: string): FactorRecord | undefined {
    return this.i.agri.get(agriId);
  }
  factorsOf(deviceId: number): FactorRecord[] {
    return this.i.deviceFactors.get(deviceId) ?? [];
  }
  events(deviceId: number): DeviceEvents | undefined {
    return this.store.data.events[String(deviceId)];
  }
  agriIdTaken(agriId: string): boolean {
    return this.i.agri.has(agriId) || this.store.data.devices.some((d) => d.agri_id === agriId);
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
