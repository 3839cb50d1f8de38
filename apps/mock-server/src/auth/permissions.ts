/**
 * The access rules of the server, in one module: the role matrix (docs/decisions/0002-roles-and-permissions.md) — a
 * route names the area a change belongs to and `refusal` answers why an actor may not do it (null when allowed) — and
 * the project scope of API access tokens (docs/security.md): which projects and devices a caller reaches.
 */
import type { DeviceRecord, OrgRole, Permissions, TokenRole } from '#src/db/types.js';
import type { Area, AuthContext } from './access.js';

export interface Actor {
  kind: 'session' | 'token';
  role: OrgRole | TokenRole;
  perms: Permissions;
}

const RANK: Record<OrgRole, number> = { readonly: 0, operator: 1, manager: 2, owner: 3 };

const RULES: Record<
  Exclude<Area, 'self'>,
  { min: OrgRole; flag: keyof Permissions | null; token: boolean; label: string }
> = {
  project: { min: 'operator', flag: 'can_manage_project', token: true, label: 'change projects' },
  'project-admin': {
    min: 'manager',
    flag: 'can_manage_project',
    token: false,
    label: 'delete or transfer projects',
  },
  device: { min: 'operator', flag: 'can_manage_device', token: true, label: 'change devices' },
  'device-admin': {
    min: 'manager',
    flag: 'can_manage_device',
    token: false,
    label: 'unbind or transfer devices',
  },
  data: { min: 'operator', flag: null, token: true, label: 'export data' },
  user: { min: 'manager', flag: 'can_manage_user', token: false, label: 'manage users' },
  settings: {
    min: 'manager',
    flag: 'can_manage_settings',
    token: false,
    label: 'change organization settings',
  },
  owner: { min: 'owner', flag: null, token: false, label: 'delete or transfer the organization' },
};

/** Flags an owner always has; other roles have what their membership says. */
export const ALL_PERMISSIONS: Permissions = {
  can_manage_project: true,
  can_manage_device: true,
  can_manage_user: true,
  can_manage_settings: true,
};

export function refusal(actor: Actor, area: Area): string | null {
  if (actor.kind === 'token') {
    if (actor.role === 'readonly') return 'This API token is readonly: it may only read';
    // An operator token may use a route whose own part is per user (the handler refuses the per-user change itself).
    if (area === 'self') return null;
    const rule = RULES[area];
    return rule.token ? null : `API access tokens may not ${rule.label}`;
  }
  const role = actor.role as OrgRole;
  if (area === 'self') return null;
  const rule = RULES[area];
  if (role === 'readonly') return `Your role (readonly) may not ${rule.label}`;
  if (RANK[role] < RANK[rule.min]) return `Your role (${role}) may not ${rule.label}`;
  if (role !== 'owner' && rule.flag && !actor.perms[rule.flag])
    return `You do not have the ${rule.flag} permission needed to ${rule.label}`;
  return null;
}

/** Whether the caller is an API token limited to some projects (not `all_projects`). */
export function limitedToProjects(auth: AuthContext | null | undefined): boolean {
  return auth?.kind === 'token' && !auth.token.all_projects;
}

/**
 * Whether the caller reaches a project of its organization: a member reaches every one, an API token its projects
 * (all of them with `all_projects`). `null` is "no project": only callers that are not limited reach it.
 */
export function reachesProject(
  auth: AuthContext | null | undefined,
  projectId: string | null,
): boolean {
  if (!limitedToProjects(auth)) return true;
  return (
    projectId !== null &&
    (auth as { token: { projects: string[] } }).token.projects.includes(projectId)
  );
}

/**
 * Whether the caller may see a device: one of the organization it acts in (`orgId`), in a project it reaches. Every
 * read or change of a device or its factors asks this; a device it may not see answers 404 as if it did not exist.
 */
export function canSeeDevice(
  auth: AuthContext | null | undefined,
  orgId: number | undefined,
  device: DeviceRecord,
): boolean {
  return orgId !== undefined && device.org_id === orgId && reachesProject(auth, device.project_id);
}

export function roleRank(role: OrgRole): number {
  return RANK[role];
}

export const ROLE_DISPLAY: Record<OrgRole, string> = {
  owner: '所有者',
  manager: '管理员',
  operator: '操作员',
  readonly: '只读',
};
export const TOKEN_ROLE_DISPLAY: Record<TokenRole, string> = {
  operator: '操作员',
  readonly: '只读',
};
