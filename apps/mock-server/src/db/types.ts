/**
 * What the mock server stores (JSON). Record types are derived from the generated API types
 * (`@iot/api-client/schema`, from openapi/openapi.yaml) wherever a stored field has the API's shape, so nothing drifts.
 */
import type { components } from '@iot/api-client/schema';
import type { DeviceEvents, ScheduleProfile } from '#src/simulation/types.js';
import type { Message } from '#src/i18n/messages.js';

export type Schemas = components['schemas'];
export type OrgRole = Schemas['OrgRole'];
export type TokenRole = Schemas['TokenRole'];
export type Permissions = Schemas['Permissions'];

export type UserRecord = Pick<
  Schemas['User'],
  | 'id'
  | 'username'
  | 'nickname'
  | 'email'
  | 'cellphone'
  | 'user_type'
  | 'activate_time'
  | 'created_at'
> & {
  full_name: Schemas['Account']['full_name'];
  password_hash: string;
};

export type OrganizationRecord = Pick<Schemas['Organization'], 'slug' | 'name' | 'created_at'> & {
  id: number;
};

export type MembershipRecord = Permissions & {
  id: number;
  org_id: number;
  user_id: number;
  role: OrgRole;
  created_at: string;
};

export type BlacklistRecord = Pick<Schemas['BlacklistEntry'], 'id' | 'reason' | 'created_at'> & {
  org_id: number;
  user_id: number;
};

export type ProjectRecord = Pick<Schemas['Project'], 'project_id' | 'name' | 'created_at'> & {
  id: number;
  org_id: number;
};

interface FavoriteRecord {
  user_id: number;
  project_id: Schemas['ProjectIdValue'];
}

export type DeviceRecord = Pick<
  Schemas['Device'],
  | 'id'
  | 'device_id'
  | 'device_name'
  | 'info'
  | 'agri_id'
  | 'is_debug'
  | 'bind_time'
  | 'create_time'
  | 'report_interval'
  | 'base_device'
> & {
  safe_code: string;
  /** null: unbound hardware waiting in the pool. */
  org_id: number | null;
  project_id: Schemas['ProjectIdValue'] | null;
  /** Forces a schedule profile of the simulation (seeded offline devices). */
  profile?: ScheduleProfile;
};

export type FactorRecord = Omit<
  Schemas['Factor'],
  'the_type_detail' | 'modbus_type_display' | 'data_type_display' | 'data_endian_display'
> & {
  /** Unix seconds the factor started reporting (its create time). */
  since: number;
};

export interface RefreshTokenRecord {
  id: number;
  user_id: number;
  /**
   * The session (sign-in) this refresh token belongs to: the id of its first refresh token, kept by every rotation;
   * access tokens carry it as `sid`. Absent in records written before sessions had ids (then: `id`).
   */
  session_id?: number;
  /** sha256 of the token; the token itself is never stored. */
  hash: string;
  expires_at: number;
  revoked_at: number | null;
  created_at: number;
}

export type AccessTokenRecord = Pick<
  Schemas['AccessToken'],
  'id' | 'name' | 'is_active' | 'expires_at' | 'last_used_at' | 'created_at'
> & {
  org_id: number;
  created_by: number;
  /** sha256 of the secret; only the last four characters are kept in clear for the mask. */
  hash: string;
  last4: string;
  role: TokenRole;
  all_projects: boolean;
  projects: Schemas['ProjectIdValue'][];
};

export type DownloadTaskRecord = Omit<Schemas['DownloadTask'], 'error_msg'> & {
  /**
   * Why the export failed, rendered in the reader's language (src/views/downloads.ts); a string is a failure stored
   * by a version whose messages had no keys, shown as it is.
   */
  error_msg: Message | string | null;
  org_id: number;
  project_id: Schemas['ProjectIdValue'];
  /** Path of the CSV once completed. */
  file_path: string | null;
};

export interface ForwarderRecord {
  org_id: number;
  post_url: Schemas['PostForwarder']['url'];
  secret_key: Schemas['PostForwarder']['secret_key'];
  mongodb_uri: Schemas['MongodbForwarder']['uri'];
  mongodb_collection: Schemas['MongodbForwarder']['collection'];
}

export interface DbMeta {
  /** Layout of this file; older files are migrated at start (src/db/migrations.ts). */
  schema_version: number;
  /**
   * Random id of this database's contents, new with every seed (first start, reset): what signed download links are
   * bound to, so a link never outlives the data it was issued for. Since schema 2.
   */
  instance_id: string;
  seed: string;
  scale: 'default' | 'large';
  /** Last id handed out per collection. */
  ids: Record<string, number>;
}

export interface DbData {
  meta: DbMeta;
  users: UserRecord[];
  organizations: OrganizationRecord[];
  memberships: MembershipRecord[];
  blacklist: BlacklistRecord[];
  projects: ProjectRecord[];
  favorites: FavoriteRecord[];
  devices: DeviceRecord[];
  factors: FactorRecord[];
  /** Recorded device events (reboots, forced states, switch sets) by device id. */
  events: Record<string, DeviceEvents>;
  refreshTokens: RefreshTokenRecord[];
  accessTokens: AccessTokenRecord[];
  downloadTasks: DownloadTaskRecord[];
  forwarders: ForwarderRecord[];
}

/** The collections of DbData and their JSON type, in the order the shape check reports them. */
export const COLLECTIONS = {
  users: 'array',
  organizations: 'array',
  memberships: 'array',
  blacklist: 'array',
  projects: 'array',
  favorites: 'array',
  devices: 'array',
  factors: 'array',
  events: 'object',
  refreshTokens: 'array',
  accessTokens: 'array',
  downloadTasks: 'array',
  forwarders: 'array',
} as const satisfies Record<Exclude<keyof DbData, 'meta'>, 'array' | 'object'>;

export const SCHEMA_VERSION = 2;
