import { useQueryClient } from '@tanstack/react-query';
import {
  getGetDownloadTaskLinkQueryOptions,
  getListDownloadTasksQueryKey,
} from '@iot/api-client/hooks/downloads';

/** Spec §4/§9: the task list refreshes every 30 s. */
export const TASKS_REFRESH_MS = 30_000;

export function useInvalidateTasks(projectId: string) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: getListDownloadTasksQueryKey(projectId) });
}

/** Asks for a fresh signed link of a completed task (never cached: links expire). */
export function useFetchDownloadLink(projectId: string) {
  const client = useQueryClient();
  return (taskId: number) =>
    client.fetchQuery({
      ...getGetDownloadTaskLinkQueryOptions(projectId, taskId),
      staleTime: 0,
      gcTime: 0,
    });
}
