import { useQuery } from '@tanstack/react-query';
import type { Organization } from '@iot/api-client/model';
import { organizationsQuery } from '../api/organizations';

export function useOrganizations() {
  return useQuery(organizationsQuery());
}

/** The organization of the URL, once the list has it. */
function useCurrentOrganization(slug: string | undefined): Organization | undefined {
  const { data } = useOrganizations();
  return slug ? data?.find((org) => org.slug === slug) : undefined;
}

/**
 * docs/product.md#roles: the devices menu entry is hidden when the manage-project flag is false; until the organization is known it
 * counts as true.
 */
export function useCanManageProject(slug: string | undefined): boolean {
  return useCurrentOrganization(slug)?.access_config.can_manage_project ?? true;
}

/** Whether the sub-users pages are offered (the organization's can_manage_user flag; true until known). */
export function useCanManageUsers(slug: string | undefined): boolean {
  return useCurrentOrganization(slug)?.access_config.can_manage_user ?? true;
}
