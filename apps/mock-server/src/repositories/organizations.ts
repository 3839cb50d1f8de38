/**
 * Organizations, their members (memberships with a role and permission flags) and their blacklist. Deleting an
 * organization removes everything it owns — projects, memberships, blacklist, API tokens, export tasks, forwarders —
 * and returns its devices to the pool.
 */
import type {
  BlacklistRecord,
  MembershipRecord,
  OrganizationRecord,
  OrgRole,
  Permissions,
} from '#src/db/types.js';
import type { DevicesRepository } from './devices.js';
import type { DownloadsRepository } from './downloads.js';
import type { ForwardersRepository } from './forwarders.js';
import { Index } from './indexes.js';
import type { ProjectsRepository } from './projects.js';
import type { Table } from './table.js';
import type { TokensRepository } from './tokens.js';

const ALL_FLAGS: Permissions = {
  can_manage_project: true,
  can_manage_device: true,
  can_manage_user: true,
  can_manage_settings: true,
};

export type MemberChanges = Partial<Permissions & { role: OrgRole }>;

/** What an organization owns besides its members. */
interface Owned {
  projects: ProjectsRepository;
  devices: DevicesRepository;
  tokens: TokensRepository;
  downloads: DownloadsRepository;
  forwarders: ForwardersRepository;
}

export class OrganizationsRepository {
  private readonly orgIndex: Index<{
    byId: Map<number, OrganizationRecord>;
    bySlug: Map<string, OrganizationRecord>;
  }>;
  private readonly memberIndex: Index<Map<string, MembershipRecord>>;

  constructor(
    private readonly orgs: Table<'organizations'>,
    private readonly members: Table<'memberships'>,
    private readonly blacklist: Table<'blacklist'>,
    private readonly owned: Owned,
  ) {
    this.orgIndex = new Index(orgs, () => ({
      byId: new Map(orgs.rows.map((o) => [o.id, o])),
      bySlug: new Map(orgs.rows.map((o) => [o.slug, o])),
    }));
    this.memberIndex = new Index(
      members,
      () => new Map(members.rows.map((m) => [`${m.org_id}|${m.user_id}`, m])),
    );
  }

  // ---- reads

  byId(id: number): OrganizationRecord | undefined {
    return this.orgIndex.value.byId.get(id);
  }

  bySlug(slug: string): OrganizationRecord | undefined {
    return this.orgIndex.value.bySlug.get(slug);
  }

  membership(orgId: number, userId: number): MembershipRecord | undefined {
    return this.memberIndex.value.get(`${orgId}|${userId}`);
  }

  /** The user's memberships, in every organization. */
  membershipsOf(userId: number): MembershipRecord[] {
    return this.members.rows.filter((m) => m.user_id === userId);
  }

  /** The organization's memberships (barred members included). */
  membersOf(orgId: number): MembershipRecord[] {
    return this.members.rows.filter((m) => m.org_id === orgId);
  }

  isBlacklisted(orgId: number, userId: number): boolean {
    return this.blacklist.rows.some((b) => b.org_id === orgId && b.user_id === userId);
  }

  blacklistOf(orgId: number): BlacklistRecord[] {
    return this.blacklist.rows.filter((b) => b.org_id === orgId);
  }

  // ---- writes

  /** A new organization owned by `ownerId`. */
  create(
    fields: Pick<OrganizationRecord, 'slug' | 'name'>,
    ownerId: number,
    atMs: number,
  ): { org: OrganizationRecord; membership: MembershipRecord } {
    const created_at = new Date(atMs).toISOString();
    const org = this.orgs.insert({ id: this.orgs.nextId(), ...fields, created_at });
    return { org, membership: this.addMember(org.id, ownerId, 'owner', ALL_FLAGS, atMs) };
  }

  rename(org: OrganizationRecord, name: string): void {
    this.orgs.update(org, { name });
  }

  /** Deletes the organization with everything it owns; returns the ids of its export tasks removed. */
  delete(org: OrganizationRecord): number[] {
    const { projects, devices, tokens, downloads, forwarders } = this.owned;
    devices.unbindAllOf(org.id);
    projects.deleteOfOrganization(org.id);
    tokens.deleteOfOrganization(org.id);
    forwarders.deleteOf(org.id);
    this.members.delete((m) => m.org_id === org.id);
    this.blacklist.delete((b) => b.org_id === org.id);
    this.orgs.delete((o) => o.id === org.id);
    return downloads.deleteOfOrganization(org.id);
  }

  /** `to` becomes the owner (every flag); `from`, the owner until now, a manager. */
  handOver(from: MembershipRecord, to: MembershipRecord): void {
    this.members.update(to, { role: 'owner', ...ALL_FLAGS });
    this.members.update(from, { role: 'manager' });
  }

  addMember(
    orgId: number,
    userId: number,
    role: OrgRole,
    permissions: Permissions,
    atMs: number,
  ): MembershipRecord {
    return this.members.insert({
      id: this.members.nextId(),
      org_id: orgId,
      user_id: userId,
      role,
      ...permissions,
      created_at: new Date(atMs).toISOString(),
    });
  }

  updateMember(m: MembershipRecord, changes: MemberChanges): void {
    this.members.update(m, changes);
  }

  /** The user leaves the organization (their blacklist entry, if any, stays). */
  removeMember(m: MembershipRecord): void {
    this.members.delete((x) => x.id === m.id);
  }

  /** Bars a member: every call naming the organization is refused to them. */
  bar(orgId: number, userId: number, reason: string | null, atMs: number): BlacklistRecord {
    return this.blacklist.insert({
      id: this.blacklist.nextId(),
      org_id: orgId,
      user_id: userId,
      reason,
      created_at: new Date(atMs).toISOString(),
    });
  }

  unbar(entry: BlacklistRecord): void {
    this.blacklist.delete((b) => b.id === entry.id);
  }

  /** Memberships and blacklist entries of these users go (their accounts are removed). */
  forgetUsers(userIds: ReadonlySet<number>): void {
    this.members.delete((m) => userIds.has(m.user_id));
    this.blacklist.delete((b) => userIds.has(b.user_id));
  }
}
