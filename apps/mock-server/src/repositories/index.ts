/**
 * The repositories of one world: every read and every write of its data goes through them, one per aggregate, each
 * saying what the product does (`organizations.delete`, `devices.bind`, `tokens.create`, …). A write operation
 * changes the stored records and records the change; `commit()` makes what was recorded durable (src/db/store.ts) —
 * a route commits before it answers, so an acknowledged write is never lost. Reads use indexes that rebuild per
 * collection when that collection changed (src/repositories/indexes.ts). Records handed out are the stored objects:
 * read them; change them only through a repository.
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
import type { DeviceEvents } from '#src/simulation/types.js';
import { DevicesRepository } from './devices.js';
import { DownloadsRepository } from './downloads.js';
import { FactorsRepository } from './factors.js';
import { ForwardersRepository } from './forwarders.js';
import { OrganizationsRepository } from './organizations.js';
import { ProjectsRepository } from './projects.js';
import { SessionsRepository } from './sessions.js';
import { Table } from './table.js';
import { TokensRepository } from './tokens.js';
import { UsersRepository } from './users.js';

export { simDevice } from './devices.js';
export { simFactor } from './factors.js';

type Tables = { [C in ArrayCollection]: Table<C> };

function tablesOf(store: Store): Tables {
  const t = <C extends ArrayCollection>(name: C): Table<C> => new Table(store, name);
  return {
    users: t('users'),
    organizations: t('organizations'),
    memberships: t('memberships'),
    blacklist: t('blacklist'),
    projects: t('projects'),
    favorites: t('favorites'),
    devices: t('devices'),
    factors: t('factors'),
    refreshTokens: t('refreshTokens'),
    accessTokens: t('accessTokens'),
    downloadTasks: t('downloadTasks'),
    forwarders: t('forwarders'),
  };
}

export class Repositories {
  readonly users: UsersRepository;
  readonly organizations: OrganizationsRepository;
  readonly projects: ProjectsRepository;
  readonly devices: DevicesRepository;
  readonly factors: FactorsRepository;
  /** API access tokens. */
  readonly tokens: TokensRepository;
  /** Sessions of signed-in users (their refresh tokens). */
  readonly sessions: SessionsRepository;
  /** Export tasks. */
  readonly downloads: DownloadsRepository;
  readonly forwarders: ForwardersRepository;
  private readonly tables: Tables;

  constructor(private readonly store: Store) {
    const t = (this.tables = tablesOf(store));
    const factors = (this.factors = new FactorsRepository(t.factors));
    const downloads = (this.downloads = new DownloadsRepository(t.downloadTasks));
    const devices = (this.devices = new DevicesRepository(t.devices, store, {
      factors,
      downloads,
    }));
    const tokens = (this.tokens = new TokensRepository(t.accessTokens));
    const forwarders = (this.forwarders = new ForwardersRepository(t.forwarders));
    const projects = (this.projects = new ProjectsRepository(t.projects, t.favorites, {
      devices,
      tokens,
    }));
    const organizations = (this.organizations = new OrganizationsRepository(
      t.organizations,
      t.memberships,
      t.blacklist,
      { projects, devices, tokens, downloads, forwarders },
    ));
    const sessions = (this.sessions = new SessionsRepository(t.refreshTokens));
    this.users = new UsersRepository(t.users, { organizations, projects, tokens, sessions });
  }

  /** The id download links and sessions are bound to (new with every seed). */
  instanceId(): string {
    return this.store.data.meta.instance_id;
  }

  /** Makes every recorded change durable; resolves once it is on disk. */
  commit(): Promise<void> {
    return this.store.commit();
  }

  // ---- the generic table access callers are moving off (one aggregate at a time)

  version(...collections: OpCollection[]): number {
    let v = 0;
    for (const c of collections) v += this.store.version(c);
    return v;
  }
  all<C extends ArrayCollection>(collection: C): readonly RecordOf<C>[] {
    return this.tables[collection].rows as RecordOf<C>[];
  }
  find<C extends ArrayCollection>(
    collection: C,
    match: (r: RecordOf<C>) => boolean,
  ): RecordOf<C> | undefined {
    return (this.tables[collection].rows as RecordOf<C>[]).find(match);
  }
  allEvents(): Readonly<Record<string, DeviceEvents>> {
    return this.devices.allEvents();
  }
  user(id: number): UserRecord | undefined {
    return this.users.byId(id);
  }
  userByName(username: string): UserRecord | undefined {
    return this.users.byUsername(username);
  }
  org(id: number): OrganizationRecord | undefined {
    return this.organizations.byId(id);
  }
  orgBySlug(slug: string): OrganizationRecord | undefined {
    return this.organizations.bySlug(slug);
  }
  membership(orgId: number, userId: number): MembershipRecord | undefined {
    return this.organizations.membership(orgId, userId);
  }
  membershipsOf(userId: number): MembershipRecord[] {
    return this.organizations.membershipsOf(userId);
  }
  isBlacklisted(orgId: number, userId: number): boolean {
    return this.organizations.isBlacklisted(orgId, userId);
  }
  project(projectId: string): ProjectRecord | undefined {
    return this.projects.byId(projectId);
  }
  projectsOf(orgId: number): ProjectRecord[] {
    return this.projects.ofOrganization(orgId) as ProjectRecord[];
  }
  isFavorite(userId: number, projectId: string): boolean {
    return this.projects.isFavorite(userId, projectId);
  }
  device(id: number): DeviceRecord | undefined {
    return this.devices.byId(id);
  }
  deviceByHardwareId(deviceId: string): DeviceRecord | undefined {
    return this.devices.byHardwareId(deviceId);
  }
  devicesOf(orgId: number): DeviceRecord[] {
    return this.devices.ofOrganization(orgId) as DeviceRecord[];
  }
  devicesOfProject(projectId: string): DeviceRecord[] {
    return this.devices.ofProject(projectId) as DeviceRecord[];
  }
  factor(id: number): FactorRecord | undefined {
    return this.factors.byId(id);
  }
  factorByAgriId(agriId: string): FactorRecord | undefined {
    return this.factors.byAgriId(agriId);
  }
  factorsOf(deviceId: number): FactorRecord[] {
    return this.factors.ofDevice(deviceId);
  }
  sessionToken(sessionId: number): RefreshTokenRecord | undefined {
    return this.sessions.currentToken(sessionId);
  }
  events(deviceId: number): DeviceEvents | undefined {
    return this.devices.events(deviceId);
  }
  agriIdTaken(agriId: string): boolean {
    return this.devices.agriIdTaken(agriId);
  }
  nextId(collection: ArrayCollection): number {
    return this.tables[collection].nextId();
  }
  add<C extends ArrayCollection>(collection: C, record: RecordOf<C>): RecordOf<C> {
    return (this.tables[collection] as unknown as Table<C>).insert(record);
  }
  save<C extends ArrayCollection>(collection: C, ...records: RecordOf<C>[]): void {
    (this.tables[collection] as unknown as Table<C>).changed(...records);
  }
  remove<C extends ArrayCollection>(
    collection: C,
    which: (r: RecordOf<C>) => boolean,
  ): RecordOf<C>[] {
    return (this.tables[collection] as unknown as Table<C>).delete(which);
  }
  setEvents(deviceId: number, events: DeviceEvents | undefined): void {
    this.devices.recordEvents(deviceId, events);
  }
}
