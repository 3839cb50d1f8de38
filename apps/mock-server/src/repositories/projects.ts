/**
 * Projects of an organization and the users' favorites among them. A deleted project leaves its devices in the
 * organization without a project; a project moved to another organization takes its devices along. Either way API
 * tokens limited to it stop reaching it.
 */
import { randomBytes } from 'node:crypto';
import type { ProjectRecord } from '#src/db/types.js';
import { compareNames } from '#src/lib/collation.js';
import type { DevicesRepository } from './devices.js';
import { Index, push } from './indexes.js';
import type { Table } from './table.js';
import type { TokensRepository } from './tokens.js';

/** What refers to a project: told when it goes or moves. */
interface ProjectHolders {
  devices: DevicesRepository;
  tokens: TokensRepository;
}

export class ProjectsRepository {
  private readonly index: Index<{
    byId: Map<string, ProjectRecord>;
    byOrg: Map<number, ProjectRecord[]>;
  }>;

  constructor(
    private readonly projects: Table<'projects'>,
    private readonly favorites: Table<'favorites'>,
    private readonly holders: ProjectHolders,
  ) {
    this.index = new Index(projects, () => {
      const byOrg = new Map<number, ProjectRecord[]>();
      for (const p of projects.rows) push(byOrg, p.org_id, p);
      for (const list of byOrg.values()) list.sort((a, b) => compareNames(a.name, b.name));
      return { byId: new Map(projects.rows.map((p) => [p.project_id, p])), byOrg };
    });
  }

  /** By its public id (proj_…). */
  byId(projectId: string): ProjectRecord | undefined {
    return this.index.value.byId.get(projectId);
  }

  /** In name order, as the console lists them (sorted once per change, not on every read). */
  ofOrganization(orgId: number): readonly ProjectRecord[] {
    return this.index.value.byOrg.get(orgId) ?? [];
  }

  isFavorite(userId: number, projectId: string): boolean {
    return this.favorites.rows.some((f) => f.user_id === userId && f.project_id === projectId);
  }

  /** A new project with a fresh public id. */
  create(orgId: number, name: string, atMs: number): ProjectRecord {
    return this.projects.insert({
      id: this.projects.nextId(),
      project_id: this.freshProjectId(),
      name,
      org_id: orgId,
      created_at: new Date(atMs).toISOString(),
    });
  }

  rename(project: ProjectRecord, name: string): void {
    this.projects.update(project, { name });
  }

  setFavorite(userId: number, projectId: string, favorite: boolean): void {
    const is = this.isFavorite(userId, projectId);
    if (favorite && !is) this.favorites.insert({ user_id: userId, project_id: projectId });
    if (!favorite && is)
      this.favorites.delete((f) => f.user_id === userId && f.project_id === projectId);
  }

  delete(project: ProjectRecord): void {
    this.holders.devices.leaveProject(project.project_id);
    this.drop([project]);
  }

  /** To another organization, with its devices. */
  moveToOrganization(project: ProjectRecord, orgId: number): void {
    this.projects.update(project, { org_id: orgId });
    this.holders.devices.followProject(project.project_id, orgId);
    this.holders.tokens.forgetProjects(new Set([project.project_id]));
  }

  /** The organization is deleted (its devices left it first). */
  deleteOfOrganization(orgId: number): void {
    this.drop([...this.ofOrganization(orgId)]);
  }

  /** Favorites of these users go (their accounts are removed). */
  forgetFavoritesOf(userIds: ReadonlySet<number>): void {
    this.favorites.delete((f) => userIds.has(f.user_id));
  }

  /** Removes projects with their favorites; tokens stop reaching them. */
  private drop(projects: ProjectRecord[]): void {
    if (projects.length === 0) return;
    const ids = new Set(projects.map((p) => p.project_id));
    this.projects.delete((p) => ids.has(p.project_id));
    this.favorites.delete((f) => ids.has(f.project_id));
    this.holders.tokens.forgetProjects(ids);
  }

  private freshProjectId(): string {
    for (;;) {
      const id = `proj_${randomBytes(4).toString('hex')}`;
      if (!this.byId(id)) return id;
    }
  }
}
