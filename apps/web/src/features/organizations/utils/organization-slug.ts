/** Spec §5: an organization identifier has lowercase letters, digits and hyphens only. */
export const ORGANIZATION_SLUG_PATTERN = /^[a-z0-9-]+$/;

export function isValidOrganizationSlug(value: string): boolean {
  return ORGANIZATION_SLUG_PATTERN.test(value);
}

/** Spec §6: the roles shown; anything else is 'other'. */
export const ORGANIZATION_ROLES = ['owner', 'manager', 'operator', 'readonly'] as const;
export type OrganizationRoleBadge = (typeof ORGANIZATION_ROLES)[number] | 'other';

export function roleBadge(role: string | null | undefined): OrganizationRoleBadge {
  return (ORGANIZATION_ROLES as readonly string[]).includes(role ?? '')
    ? (role as OrganizationRoleBadge)
    : 'other';
}
