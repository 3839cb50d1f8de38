/** API shape of an organization, with the caller's access to it. */
import type { FastifyRequest } from 'fastify';
import { ALL_PERMISSIONS, ROLE_DISPLAY, TOKEN_ROLE_DISPLAY } from '#src/auth/permissions.js';
import type { MembershipRecord, OrganizationRecord, Permissions, Schemas } from '#src/db/types.js';

const NO_PERMISSIONS: Permissions = {
  can_manage_project: false,
  can_manage_device: false,
  can_manage_user: false,
  can_manage_settings: false,
};

export function permissionsOf(m: MembershipRecord): Permissions {
  if (m.role === 'owner') return ALL_PERMISSIONS;
  return {
    can_manage_project: m.can_manage_project,
    can_manage_device: m.can_manage_device,
    can_manage_user: m.can_manage_user,
    can_manage_settings: m.can_manage_settings,
  };
}

/** The organization with the caller's access (a member's role, or an API token's role). */
export function orgView(
  req: FastifyRequest,
  org: OrganizationRecord,
  m: MembershipRecord | null | undefined,
): Schemas['Organization'] {
  const auth = req.auth;
  let access: Schemas['OrganizationAccess'];
  if (auth?.kind === 'token') {
    const operator = auth.token.role === 'operator';
    access = {
      role: auth.token.role,
      role_display: TOKEN_ROLE_DISPLAY[auth.token.role],
      ...NO_PERMISSIONS,
      can_manage_project: operator,
      can_manage_device: operator,
    };
  } else {
    const role = m?.role ?? 'readonly';
    access = { role, role_display: ROLE_DISPLAY[role], ...(m ? permissionsOf(m) : NO_PERMISSIONS) };
  }
  return { slug: org.slug, name: org.name, created_at: org.created_at, access_config: access };
}
