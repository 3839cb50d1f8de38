import { QueryClient, type Query } from '@tanstack/react-query';
import { getListOrganizationsQueryKey } from '@iot/api-client/hooks/organizations';
import { getGetAccountQueryKey } from '@iot/api-client/hooks/account';
import { isApiError } from '@iot/api-client/errors';

/** Client errors (4xx) are answers, not hiccups: retrying them only delays the error state. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();

/** Keys whose data does not depend on the chosen organization (X-Org-Slug). */
const GLOBAL_KEYS = new Set<unknown>([
  getListOrganizationsQueryKey()[0],
  getGetAccountQueryKey()[0],
]);

const isOrgScoped = (query: Query) => !GLOBAL_KEYS.has(query.queryKey[0]);

/** Spec §4 "Selecting an organization resets the project list": drop every organization-scoped answer. */
export function resetOrgScopedQueries(client: QueryClient = queryClient): void {
  client.removeQueries({ predicate: isOrgScoped });
}
