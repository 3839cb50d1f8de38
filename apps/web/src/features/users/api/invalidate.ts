import type { QueryClient } from '@tanstack/react-query';
import { getListBlacklistQueryKey, getListUsersQueryKey } from '@iot/api-client/hooks/users';

/** Every cached user list (any search or type). */
export function invalidateUsers(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: getListUsersQueryKey() });
}

export function invalidateBlacklist(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: getListBlacklistQueryKey() });
}
