/**
 * API access tokens of an organization: created by a member, acting with a role over all or some projects, stored as
 * the sha256 of their secret. A token limited to projects stops reaching a project deleted or moved away.
 */
import type { AccessTokenRecord } from '#src/db/types.js';
import type { Table } from './table.js';

export type NewAccessToken = Omit<AccessTokenRecord, 'id' | 'created_at'>;
export type AccessTokenChanges = Partial<
  Pick<
    AccessTokenRecord,
    'name' | 'is_active' | 'expires_at' | 'role' | 'all_projects' | 'projects'
  >
>;

export class TokensRepository {
  constructor(private readonly tokens: Table<'accessTokens'>) {}

  byId(id: number): AccessTokenRecord | undefined {
    return this.tokens.rows.find((t) => t.id === id);
  }

  /** The token whose secret has this sha256. */
  byHash(hash: string): AccessTokenRecord | undefined {
    return this.tokens.rows.find((t) => t.hash === hash);
  }

  ofOrganization(orgId: number): AccessTokenRecord[] {
    return this.tokens.rows.filter((t) => t.org_id === orgId);
  }

  create(fields: NewAccessToken, atMs: number): AccessTokenRecord {
    const id = this.tokens.nextId();
    return this.tokens.insert({ id, ...fields, created_at: new Date(atMs).toISOString() });
  }

  update(token: AccessTokenRecord, changes: AccessTokenChanges): void {
    this.tokens.update(token, changes);
  }

  delete(token: AccessTokenRecord): void {
    this.tokens.delete((t) => t.id === token.id);
  }

  markUsed(token: AccessTokenRecord, atMs: number): void {
    this.tokens.update(token, { last_used_at: new Date(atMs).toISOString() });
  }

  /** A token limited to projects reaches `projectId` too (a project it created). */
  grantProject(token: AccessTokenRecord, projectId: string): void {
    if (token.all_projects || token.projects.includes(projectId)) return;
    this.tokens.update(token, { projects: [...token.projects, projectId] });
  }

  /** Tokens stop reaching these projects (deleted, or moved to another organization). */
  forgetProjects(projectIds: ReadonlySet<string>): void {
    for (const t of this.tokens.rows) {
      if (!t.projects.some((p) => projectIds.has(p))) continue;
      this.tokens.update(t, { projects: t.projects.filter((p) => !projectIds.has(p)) });
    }
  }

  deleteOfOrganization(orgId: number): void {
    this.tokens.delete((t) => t.org_id === orgId);
  }

  /** Tokens created by these users go with their accounts. */
  deleteCreatedBy(userIds: ReadonlySet<number>): void {
    this.tokens.delete((t) => userIds.has(t.created_by));
  }
}
