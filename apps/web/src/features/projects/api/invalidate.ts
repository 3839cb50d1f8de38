import type { QueryClient } from '@tanstack/react-query';
import { getListProjectsQueryKey } from '@iot/api-client/hooks/projects';

/** Every cached project list (any search). */
export function invalidateProjects(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: getListProjectsQueryKey() });
}
