/**
 * The access rules of the server, in one module: the role matrix (docs/decisions/0002-roles-and-permissions.md) — a
 * route names the area a change belongs to and `refusal` answers why an actor may not do it (null when allowed) — and
 * the project scope of API access tokens (docs/security.md): which projects and devices a caller reaches.
 */
import type { DeviceRecord, OrgRole, Permissions, TokenRole } from '#src/db/types.js';
import { msg, type Message } from '#src/i18n/messages.js';
import type { Area, AuthContext } from './access.js';

export interface Actor {
  kind: 'session' | 'token';
  role: OrgRole | TokenRole;
  perms: Permissions;
}

const RANK: Record<OrgRole, number> = { readonly: 0, operator: 1, manager: 2, owner: 3 };

const RULES: Record<
  Exclude<Area, 'self'>,
  { min: OrgRole; flag: keyof Permissions | null; token: boolean; action: Message }
> = {
  project: {
    min: 'operator',
    flag: 'can_manage_project',
    token: true,
    action: msg('action.project'),
  },
  'project-admin': {
    min: 'manager',
    flag: 'can_manage_project',
    token: false,
    action: msg('action.project_admin'),
  },
  device: { min: 'operator', flag: 'can_manage_device', token: true, action: msg('action.device') },
  'device-admin': {
    min: 'manager',
    flag: 'can_manage_device',
    token: false,
    action: msg('action.device_admin'),
  },
  data: { min: 'operator', flag: null, token: true, action: msg('action.data') },
  user: { min: 'manager', flag: 'can_manage_user', token: false, action: msg('action.user') },
  settings: {
    min: 'manager',
    flag: 'can_manage_settings',
    token: false,
    action: msg('action.settings'),
  },
  owner: { min: 'owner', flag: null, token: false, action: msg('action.owner') },
};

/** Flags an owner always has; other roles have what their membership says. */
export const ALL_PERMISSIONS: Permissions = {
  can_manage_project: true,
  can_manage_device: true,
  can_manage_user: true,
  can_manage_settings: true,
};

/** Why `actor` may not make a change of `area` (null when it may). */
export function refusal(actor: Actor, area: Area): Message | null {
  if (actor.kind === 'token') {
    if (actor.role === 'readonly') return msg('access.token_readonly');
    // An operator token may use a route whose own part is per user (the handler refuses the per-user change itself).
    if (area === 'self') return null;
    const rule = RULES[area];
    return rule.token ? null : msg('access.token_may_not', { action: rule.action });
  }
  const role = actor.role as OrgRole;
  if (area === 'self') return null;
  const { action, flag, min } = RULES[area];
  if (RANK[role] < RANK[min])
    return msg('access.role_may_not', { role: msg(`role.${role}`), action });
  if (role !== 'owner' && flag && !actor.perms[flag])
    return msg('access.flag_missing', { flag: msg(`flag.${flag}`), action });
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
