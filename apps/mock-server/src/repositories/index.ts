/**
 * The repositories of one world: every read and every write of its data goes through them, one per aggregate, each
 * saying what the product does (`organizations.delete`, `devices.bind`, `tokens.create`, …). A write operation
 * changes the stored records and records the change; `commit()` makes what was recorded durable (src/db/store.ts) —
 * a route commits before it answers, so an acknowledged write is never lost. Reads use indexes that rebuild per
 * collection when that collection changed (src/repositories/indexes.ts). Records handed out are the stored objects:
 * read them; change them only through a repository.
 */
import type { ArrayCollection } from '#src/db/ops.js';
import type { Store } from '#src/db/store.js';
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

  constructor(private readonly store: Store) {
    const t = tablesOf(store);
    // A repository reaches the others its rules cascade to through `this` (only once all are built).
    this.users = new UsersRepository(t.users, this);
    this.organizations = new OrganizationsRepository(
      t.organizations,
      t.memberships,
      t.blacklist,
      this,
    );
    this.projects = new ProjectsRepository(t.projects, t.favorites, this);
    this.devices = new DevicesRepository(t.devices, store, this);
    this.factors = new FactorsRepository(t.factors);
    this.tokens = new TokensRepository(t.accessTokens);
    this.sessions = new SessionsRepository(t.refreshTokens);
    this.downloads = new DownloadsRepository(t.downloadTasks);
    this.forwarders = new ForwardersRepository(t.forwarders);
  }

  /** The id download links and sessions are bound to (new with every seed). */
  instanceId(): string {
    return this.store.data.meta.instance_id;
  }

  /** Makes every recorded change durable; resolves once it is on disk. */
  commit(): Promise<void> {
    return this.store.commit();
  }
}
