/** A project's data exports: the task list (refreshed every 30 s), a task's signed link, and the calls that change them. */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetDownloadTaskLinkQueryOptions,
  getListDownloadTasksQueryKey,
  getListDownloadTasksQueryOptions,
  useCreateDownloadTask,
  useDeleteDownloadTask,
} from '@iot/api-client/hooks/downloads';
import {
  inOrg,
  orgKey,
  orgOptions,
  useOrgMutation,
  useOrgSlug,
  type Invalidate,
} from '@/lib/org-scope';

/** The task list refreshes every 30 s so a running export's progress and end show without a reload. */
export const TASKS_REFRESH_MS = 30_000;

export const tasksQuery = (orgSlug: string, projectId: string) =>
  inOrg(orgSlug, {
    ...getListDownloadTasksQueryOptions(
      projectId,
      orgOptions(orgSlug, { key: 'downloads:loadFailed', plain: true }),
    ),
    refetchInterval: TASKS_REFRESH_MS,
  });

export const useTasks = (projectId: string) => useQuery(tasksQuery(useOrgSlug(), projectId));

const invalidateTasks =
  (projectId: string): Invalidate =>
  (client, orgSlug) =>
    client.invalidateQueries({
      queryKey: orgKey(orgSlug, getListDownloadTasksQueryKey(projectId)),
    });

export const useCreateTask = (projectId: string) =>
  useCreateDownloadTask(useOrgMutation(invalidateTasks(projectId)));
export const useDeleteTask = (projectId: string) =>
  useDeleteDownloadTask(useOrgMutation(invalidateTasks(projectId)));

/** Asks for a fresh signed link of a completed task (never cached: links expire). */
export function useFetchDownloadLink(projectId: string) {
  const client = useQueryClient();
  const orgSlug = useOrgSlug();
  return (taskId: number) =>
    client.fetchQuery({
      ...inOrg(orgSlug, getGetDownloadTaskLinkQueryOptions(projectId, taskId, orgOptions(orgSlug))),
      staleTime: 0,
      gcTime: 0,
    });
}
