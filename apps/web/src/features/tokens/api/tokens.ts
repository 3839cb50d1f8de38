/** The organization's API access tokens: the list, and the calls that change it with what they invalidate. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getListAccessTokensQueryKey,
  getListAccessTokensQueryOptions,
  useCreateAccessToken,
  useDeleteAccessToken,
  useUpdateAccessToken,
} from '@iot/api-client/hooks/tokens';
import type { AccessToken } from '@iot/api-client/model';
import {
  inOrg,
  orgKey,
  orgOptions,
  orgRequest,
  useOrgMutation,
  useOrgSlug,
  type Invalidate,
} from '@/lib/org-scope';

export const tokensQuery = (orgSlug: string) =>
  inOrg(orgSlug, getListAccessTokensQueryOptions(orgOptions(orgSlug, 'tokens:fetch_error')));

const tokensKey = (orgSlug: string) => orgKey(orgSlug, getListAccessTokensQueryKey());
const invalidateTokens: Invalidate = (client, orgSlug) =>
  client.invalidateQueries({ queryKey: tokensKey(orgSlug) });

export function useTokens() {
  return useQuery(tokensQuery(useOrgSlug()));
}

export const useCreateToken = () => useCreateAccessToken(useOrgMutation(invalidateTokens));
export const useDeleteToken = () => useDeleteAccessToken(useOrgMutation(invalidateTokens));

/**
 * Changes a token optimistically (TanStack Query's cache pattern), so is_active toggles at once: the cached list
 * shows the change before the answer; a failure puts the list back as it was; either way the list is reloaded.
 */
export function useUpdateToken() {
  const client = useQueryClient();
  const orgSlug = useOrgSlug();
  const key = tokensKey(orgSlug);
  return useUpdateAccessToken({
    request: orgRequest(orgSlug),
    mutation: {
      meta: { errorToast: 'tokens:updateError' },
      onMutate: async ({ tokenId, data }) => {
        await client.cancelQueries({ queryKey: key });
        const before = client.getQueryData<AccessToken[]>(key);
        client.setQueryData<AccessToken[]>(key, (list) =>
          list?.map((token) =>
            token.id === tokenId ? ({ ...token, ...data } as AccessToken) : token,
          ),
        );
        return { before };
      },
      onError: (_error, _variables, context) => {
        if (context?.before) client.setQueryData(key, context.before);
      },
      onSettled: () => invalidateTokens(client, orgSlug),
    },
  });
}
