/**
 * Organizations: one organization's details and the calls that create, rename, transfer or delete one, with what each
 * changes in the cache. The list of the user's organizations is not organization-scoped: no organization in its key.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getGetOrganizationQueryKey,
  getGetOrganizationQueryOptions,
  getListOrganizationsQueryOptions,
  getListOrganizationsQueryKey,
  useCreateOrganization as useCreateOrganizationCall,
  useDeleteOrganization as useDeleteOrganizationCall,
  useTransferOrganization as useTransferOrganizationCall,
  useUpdateOrganization as useUpdateOrganizationCall,
} from '@iot/api-client/hooks/organizations';
import type { Organization } from '@iot/api-client/model';
import { setChosenOrgSlug } from '@/lib/api';
import { forgetOrg } from '@/lib/org-scope';

/** The signed-in user's organizations (cached for a minute; shared by the switcher, the menus and the pages). */
export const organizationsQuery = () =>
  getListOrganizationsQueryOptions({ query: { staleTime: 60_000 } });

export const organizationQuery = (slug: string) =>
  getGetOrganizationQueryOptions(slug, {
    query: { enabled: Boolean(slug), meta: { errorToast: 'org-settings:basic.fetchError' } },
  });

export const useOrganization = (slug: string) => useQuery(organizationQuery(slug));

const invalidateList = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: getListOrganizationsQueryKey() });

/** The answer is the organization as it is now: it replaces the cached one, and the list (names, roles) reloads. */
function useChangeOrganization() {
  const client = useQueryClient();
  return {
    mutation: {
      onSuccess: (organization: Organization) => {
        client.setQueryData(getGetOrganizationQueryKey(organization.slug), organization);
        return invalidateList(client);
      },
    },
  };
}

export function useCreateOrganization() {
  const client = useQueryClient();
  return useCreateOrganizationCall({ mutation: { onSuccess: () => invalidateList(client) } });
}

export const useUpdateOrganization = () => useUpdateOrganizationCall(useChangeOrganization());
export const useTransferOrganization = () => useTransferOrganizationCall(useChangeOrganization());

/** A deleted organization is no longer chosen, and nothing cached for it stays. */
export function useDeleteOrganization() {
  const client = useQueryClient();
  return useDeleteOrganizationCall({
    mutation: {
      onSuccess: (_answer, { slug }) => {
        setChosenOrgSlug(null);
        forgetOrg(client, slug);
        client.removeQueries({ queryKey: getGetOrganizationQueryKey(slug) });
        return invalidateList(client);
      },
    },
  });
}
