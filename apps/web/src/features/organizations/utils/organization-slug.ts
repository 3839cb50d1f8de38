/** The roles shown; anything else is 'other', so a role the console does not know yet still renders. */
const ORGANIZATION_ROLES = ['owner', 'manager', 'operator', 'readonly'] as const;
export type OrganizationRoleBadge = (typeof ORGANIZATION_ROLES)[number] | 'other';

export function roleBadge(role: string | null | undefined): OrganizationRoleBadge {
  return (ORGANIZATION_ROLES as readonly string[]).includes(role ?? '')
    ? (role as OrganizationRoleBadge)
    : 'other';
}
