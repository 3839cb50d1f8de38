/**
 * What a member may change in an organization, the console's copy of the server's rule (docs/decisions/0002: the
 * server decides; the console hides or disables what it would refuse). Each change belongs to an area; reading needs
 * only membership. A member needs the area's lowest role and, below owner, its permission flag; the owner has every flag.
 */
import type { OrganizationAccess, OrgRole, Permissions } from '@iot/api-client/model';

export type Area =
  | 'self'
  | 'project'
  | 'project-admin'
  | 'device'
  | 'device-admin'
  | 'data'
  | 'user'
  | 'settings'
  | 'owner';

export type Flag = keyof Permissions;

const RANK: Record<OrgRole, number> = { readonly: 0, operator: 1, manager: 2, owner: 3 };

const RULES: Record<Exclude<Area, 'self'>, { min: OrgRole; flag: Flag | null }> = {
  project: { min: 'operator', flag: 'can_manage_project' },
  'project-admin': { min: 'manager', flag: 'can_manage_project' },
  device: { min: 'operator', flag: 'can_manage_device' },
  'device-admin': { min: 'manager', flag: 'can_manage_device' },
  data: { min: 'operator', flag: null },
  user: { min: 'manager', flag: 'can_manage_user' },
  settings: { min: 'manager', flag: 'can_manage_settings' },
  owner: { min: 'owner', flag: null },
};

/** Why a change is refused: the member's role is too low, a flag is missing, or the member is not (yet) known. */
export type Refusal =
  | { kind: 'role'; role: OrgRole; area: Area }
  | { kind: 'flag'; flag: Flag; area: Area }
  | { kind: 'unknown' };

/** Null when `access` (the member's, from the organizations list) may change `area`. */
export function refusal(access: OrganizationAccess | undefined, area: Area): Refusal | null {
  if (!access) return { kind: 'unknown' };
  if (area === 'self') return null;
  const rule = RULES[area];
  if (RANK[access.role] < RANK[rule.min]) return { kind: 'role', role: access.role, area };
  if (access.role !== 'owner' && rule.flag && !access[rule.flag])
    return { kind: 'flag', flag: rule.flag, area };
  return null;
}

/** The pages that exist for changes only: offered (menus) and opened (URL) to members holding one of their areas. */
const PAGE_AREAS = {
  // all devices is offered with can_manage_project (docs/decisions/0098-controls-a-member-may-not-use.md)
  orgDevices: ['project'],
  orgSettingsBasic: ['settings', 'owner'],
  orgSettingsTokens: ['settings'],
  orgSettingsForwarders: ['settings'],
  orgUsers: ['user'],
  projectSettings: ['project', 'project-admin'],
} as const satisfies Record<string, readonly Area[]>;

export type Page = keyof typeof PAGE_AREAS;

/** Null when the member may open `page`, else why not (the refusal of its first area). */
export function pageRefusal(access: OrganizationAccess | undefined, page: Page): Refusal | null {
  const refusals = PAGE_AREAS[page].map((area) => refusal(access, area));
  return refusals.includes(null) ? null : refusals[0]!;
}

/**
 * Whether the member may change, remove or bar `member` through the user calls: never the owner nor oneself; only a
 * higher rank (ADR 0002, amended: peer managers cannot change each other).
 */
export function mayManageMember(
  access: OrganizationAccess | undefined,
  member: { role: OrgRole; username: string },
  self: string | undefined,
): boolean {
  if (!access || refusal(access, 'user') || member.role === 'owner' || member.username === self)
    return false;
  return access.role === 'owner' || RANK[member.role] < RANK[access.role];
}
