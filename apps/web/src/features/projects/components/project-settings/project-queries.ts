import { useQueryClient } from '@tanstack/react-query';
import { getGetProjectQueryKey, getListProjectsQueryKey } from '@iot/api-client/hooks/projects';

/** After a rename, transfer or delete: the project and the project list (switcher, cards). */
export function useInvalidateProject(projectId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: getGetProjectQueryKey(projectId) }),
      client.invalidateQueries({ queryKey: getListProjectsQueryKey() }),
    ]);
}
