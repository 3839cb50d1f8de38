/** The signed-in user's account (not organization-scoped): the profile and its update. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetAccountQueryKey,
  getGetAccountQueryOptions,
  useUpdateAccount as useUpdateAccountCall,
} from '@iot/api-client/hooks/account';

/** Nothing cached changes with the password. */
export { useChangePassword } from '@iot/api-client/hooks/account';
import type { Account } from '@iot/api-client/model';

export const accountQuery = () =>
  getGetAccountQueryOptions({
    query: { meta: { errorToast: 'account:profile.fetchError', errorToastPlain: true } },
  });

export const useAccount = () => useQuery(accountQuery());

/** The answer is the account as it is now: it replaces the cached one. */
export function useUpdateAccount() {
  const client = useQueryClient();
  return useUpdateAccountCall({
    mutation: {
      onSuccess: (saved: Account) => void client.setQueryData(getGetAccountQueryKey(), saved),
    },
  });
}
