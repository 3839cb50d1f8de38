import type { QueryClient } from '@tanstack/react-query';
import { getListAccessTokensQueryKey } from '@iot/api-client/hooks/tokens';

export function invalidateTokens(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: getListAccessTokensQueryKey() });
}
