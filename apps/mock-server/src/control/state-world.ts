/**
 * The objects a provider state creates for one contract interaction (POST /__mock__/provider-states): fresh users,
 * organizations, projects, devices, export tasks, API tokens, forwarders and blacklist entries with names of their own,
 * so an interaction depends neither on the seed nor on what an earlier interaction changed. A World records what it
 * created; state-teardown.ts removes it again.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { hashPassword, sha256 } from '#src/auth/sessions.js';
import type {
  AccessTokenRecord,
  MembershipRecord,
  OrganizationRecord,
  OrgRole,
  ProjectRecord,
  UserRecord,
} from '#src/db/types.js';
import { newForwarderSecret } from '#src/services/forward-delivery.js';
import { createDevice, type CreatedDevice } from './state-devices.js';

export type { CreatedDevice } from './state-devices.js';

/** What one set-up created (ids), and the names the interaction itself may create (removed at teardown too). */
export interface World {
  state: string;
  users: number[];
  orgs: number[];
  devices: number[];
  slugs: string[];
  usernames: string[];
}

export interface CreatedUser {
  record: UserRecord;
  password: string;
}

const OWNER_FLAGS = {
  can_manage_project: true,
  can_manage_device: true,
  can_manage_user: true,
  can_manage_settings: true,
};
const ROLE_FLAGS: Record<OrgRole, typeof OWNER_FLAGS> = {
  owner: OWNER_FLAGS,
  manager: OWNER_FLAGS,
  operator: { ...OWNER_FLAGS, can_manage_user: false, can_manage_settings: false },
  readonly: {
    can_manage_project: false,
    can_manage_device: false,
    can_manage_user: false,
    can_manage_settings: false,
  },
};

const hex = (bytes: number): string => randomBytes(bytes).toString('hex');

export class WorldBuilder {
  readonly world: World;

  constructor(
    private readonly app: FastifyInstance,
    state: string,
  ) {
    this.world = { state, users: [], orgs: [], devices: [], slugs: [], usernames: [] };
  }

  /** Now, in whole seconds, by the server's clock. */
  now(): number {
    return this.app.clock.nowSeconds();
  }

  private get repos() {
    return this.app.repos;
  }

  /** A username no account has. */
  freeUsername(prefix = 'pact_'): string {
    for (;;) {
      const name = `${prefix}${hex(4)}`;
      if (!this.repos.users.byUsername(name)) return name;
    }
  }

  freeSlug(prefix = 'pact-'): string {
    for (;;) {
      const slug = `${prefix}${hex(4)}`;
      if (!this.repos.organizations.bySlug(slug)) return slug;
    }
  }

  async user(type: 'normal' | 'wechat' = 'normal'): Promise<CreatedUser> {
    const username = this.freeUsername(type === 'wechat' ? 'wx_pact_' : 'pact_');
    const password = `Pact-${hex(8)}`;
    const now = this.app.clock.nowMs();
    const record = this.repos.users.create(
      {
        username,
        nickname: `契约用户 ${username}`,
        email: type === 'wechat' ? null : `${username}@pact.example.org`,
        cellphone: `1380000${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`,
        user_type: type,
        full_name: `Pact ${username}`,
        password_hash: await hashPassword(password, this.app.config.bcryptRounds),
        activate_time: new Date(now - 86400_000).toISOString(),
      },
      now - 2 * 86400_000,
    );
    this.world.users.push(record.id);
    return { record, password };
  }

  /** A session of the user, as the public sign-in issues it (a verifier injects the tokens, it signs nobody in). */
  session(user: CreatedUser) {
    return this.app.sessions.issue(user.record);
  }

  member(org: OrganizationRecord, user: UserRecord, role: OrgRole): MembershipRecord {
    const now = this.app.clock.nowMs();
    return this.repos.organizations.addMember(org.id, user.id, role, ROLE_FLAGS[role], now);
  }

  org(owner: UserRecord): OrganizationRecord {
    const slug = this.freeSlug();
    const { org } = this.repos.organizations.create(
      { slug, name: `契约农场 Pact Farm ${slug.slice(5)}` },
      owner.id,
      this.app.clock.nowMs() - 86400_000,
    );
    this.world.orgs.push(org.id);
    return org;
  }

  project(org: OrganizationRecord, name = '1号温室 Greenhouse 1'): ProjectRecord {
    return this.repos.projects.create(org.id, name, this.app.clock.nowMs() - 86400_000);
  }

  /** A climate device with its factors, in `project` of `org` (or unbound): see state-devices.ts. */
  device(
    org: OrganizationRecord | null,
    project: ProjectRecord | null,
    online: boolean,
  ): CreatedDevice {
    const created = createDevice(this.app, org, project, online);
    this.world.devices.push(created.device.id);
    return created;
  }

  /** An active readonly API token of `org` for all projects, expiring 2099-12-21, used a minute ago. */
  token(org: OrganizationRecord, creator: UserRecord): AccessTokenRecord {
    const secret = `iot_${hex(20)}`;
    return this.repos.tokens.create(
      {
        name: '数据大屏 Dashboard reader',
        org_id: org.id,
        created_by: creator.id,
        hash: sha256(secret),
        last4: secret.slice(-4),
        role: 'readonly',
        all_projects: true,
        projects: [],
        is_active: true,
        expires_at: '2099-12-21T00:00:00Z',
        last_used_at: new Date(this.app.clock.nowMs() - 60_000).toISOString(),
      },
      this.app.clock.nowMs() - 3600_000,
    );
  }

  forwarder(
    org: OrganizationRecord,
    set: { post_url?: string; mongodb_uri?: string; mongodb_collection?: string },
  ): void {
    this.repos.forwarders.create(org.id, newForwarderSecret(), set);
  }

  /** A member of `org` on its blacklist. */
  bar(org: OrganizationRecord, user: UserRecord): number {
    this.member(org, user, 'operator');
    const at = this.app.clock.nowMs() - 3600_000;
    return this.repos.organizations.bar(org.id, user.id, '离职 Left the company', at).id;
  }

  /** Names the interaction will create, so teardown finds them. */
  expect(names: { slug?: string; username?: string }): void {
    if (names.slug) this.world.slugs.push(names.slug);
    if (names.username) this.world.usernames.push(names.username);
  }
}
