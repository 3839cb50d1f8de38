/** The organization's sub-users and its blacklist: the lists, and the calls that change them. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getListBlacklistQueryKey,
  getListBlacklistQueryOptions,
  getListUsersQueryKey,
  getListUsersQueryOptions,
  useAddToBlacklist,
  useCreateUser as useCreateUserCall,
  useDeleteUser as useDeleteUserCall,
  useRemoveFromBlacklist,
  useUpdateUser as useUpdateUserCall,
} from '@iot/api-client/hooks/users';
import type { ListUsersParams } from '@iot/api-client/model';
import {
  inOrg,
  orgKey,
  orgOptions,
  useOrgMutation,
  useOrgSlug,
  type Invalidate,
} from '@/lib/org-scope';

export const usersQuery = (orgSlug: string, params?: ListUsersParams) =>
  inOrg(orgSlug, getListUsersQueryOptions(params, orgOptions(orgSlug, 'users:fetchError')));

export const blacklistQuery = (orgSlug: string) =>
  inOrg(orgSlug, getListBlacklistQueryOptions(orgOptions(orgSlug, 'users:fetchError')));

/** The users matching `params`; while a new search loads, the last answer stays on screen. */
export function useUsers(params: ListUsersParams, keepShown = false) {
  return useQuery({
    ...usersQuery(useOrgSlug(), params),
    ...(keepShown ? { placeholderData: keepPreviousData } : {}),
  });
}

export const useBlacklist = () => useQuery(blacklistQuery(useOrgSlug()));

/** Every cached user list of the organization (any search or type). */
const invalidateUsers: Invalidate = (client, orgSlug) =>
  client.invalidateQueries({ queryKey: orgKey(orgSlug, getListUsersQueryKey()) });

/** A blacklisted user leaves (or comes back to) the user lists too. */
const invalidateBlacklist: Invalidate = (client, orgSlug) =>
  Promise.all([
    client.invalidateQueries({ queryKey: orgKey(orgSlug, getListBlacklistQueryKey()) }),
    invalidateUsers(client, orgSlug),
  ]);

export const useCreateUser = () => useCreateUserCall(useOrgMutation(invalidateUsers));
export const useUpdateUser = () => useUpdateUserCall(useOrgMutation(invalidateUsers));
export const useDeleteUser = () => useDeleteUserCall(useOrgMutation(invalidateUsers));
export const useBlacklistUser = () => useAddToBlacklist(useOrgMutation(invalidateBlacklist));
export const useUnblacklistUser = () => useRemoveFromBlacklist(useOrgMutation(invalidateBlacklist));
