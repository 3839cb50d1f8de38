/** The organization's projects: the list, one project, and the calls that change them with what they invalidate. */
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  getGetProjectQueryKey,
  getGetProjectQueryOptions,
  getListProjectsQueryKey,
  getListProjectsQueryOptions,
  useCreateProject as useCreateProjectCall,
  useDeleteProject as useDeleteProjectCall,
  useTransferProject as useTransferProjectCall,
  useUpdateProject as useUpdateProjectCall,
} from '@iot/api-client/hooks/projects';
import type { ListProjectsParams, Project } from '@iot/api-client/model';
import {
  inOrg,
  orgKey,
  orgOptions,
  orgRequest,
  useOrgMutation,
  useOrgSlug,
  type ErrorToast,
  type Invalidate,
} from '@/lib/org-scope';

/** After a favorite toggle the list reloads about 1 s later, so quick toggles cost one reload. */
export const FAVORITE_RELOAD_DELAY_MS = 1000;

export const projectsQuery = (
  orgSlug: string,
  params?: ListProjectsParams,
  errorToast?: ErrorToast,
) => inOrg(orgSlug, getListProjectsQueryOptions(params, orgOptions(orgSlug, errorToast)));

export const projectQuery = (orgSlug: string, projectId: string, errorToast?: ErrorToast) =>
  inOrg(orgSlug, {
    ...getGetProjectQueryOptions(projectId, orgOptions(orgSlug, errorToast)),
    enabled: Boolean(projectId),
  });

/** The organization's projects; `errorToast` names the toast a failure shows on this page. */
export function useProjects(errorToast?: ErrorToast, orgSlug?: string) {
  const current = useOrgSlug();
  return useQuery(projectsQuery(orgSlug ?? current, undefined, errorToast));
}

/** One project; `errorToast` names the toast a failure shows on this page. */
export const useProject = (projectId: string, errorToast?: ErrorToast) =>
  useQuery(projectQuery(useOrgSlug(), projectId, errorToast));

/** Every cached project list of the organization (any search). */
const invalidateProjects: Invalidate = (client, orgSlug) =>
  client.invalidateQueries({ queryKey: orgKey(orgSlug, getListProjectsQueryKey()) });

const invalidateProject =
  (projectId: string): Invalidate =>
  (client, orgSlug) =>
    Promise.all([
      client.invalidateQueries({ queryKey: orgKey(orgSlug, getGetProjectQueryKey(projectId)) }),
      invalidateProjects(client, orgSlug),
    ]);

export const useCreateProject = () => useCreateProjectCall(useOrgMutation(invalidateProjects));
export const useRenameProject = (projectId: string) =>
  useUpdateProjectCall(useOrgMutation(invalidateProject(projectId)));
/** A project that left the organization (deleted, transferred): its own answer goes, the lists reload. */
const forgetProject =
  (projectId: string): Invalidate =>
  (client, orgSlug) => {
    client.removeQueries({ queryKey: orgKey(orgSlug, getGetProjectQueryKey(projectId)) });
    return invalidateProjects(client, orgSlug);
  };

export const useDeleteProject = (projectId: string) =>
  useDeleteProjectCall(useOrgMutation(forgetProject(projectId)));
export const useTransferProject = (projectId: string) =>
  useTransferProjectCall(useOrgMutation(forgetProject(projectId)));

function setFavorite(client: QueryClient, orgSlug: string, projectId: string, favorite: boolean) {
  client.setQueriesData<Project[]>(
    { queryKey: orgKey(orgSlug, getListProjectsQueryKey()) },
    (list) => list?.map((p) => (p.project_id === projectId ? { ...p, favorite } : p)),
  );
}

/**
 * Toggles a project's favorite flag, optimistically: every cached list of the organization flips at once; a failure
 * puts the lists back as they were; either way the lists reload about 1 s later.
 */
export function useFavoriteProject() {
  const client = useQueryClient();
  const orgSlug = useOrgSlug();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const lists = orgKey(orgSlug, getListProjectsQueryKey());
  return useUpdateProjectCall({
    request: orgRequest(orgSlug),
    mutation: {
      meta: { errorToast: 'projects:notification.favoriteError' },
      onMutate: async ({ projectId, data }) => {
        await client.cancelQueries({ queryKey: lists });
        const before = client.getQueriesData<Project[]>({ queryKey: lists });
        setFavorite(client, orgSlug, projectId, data.favorite === true);
        return { before };
      },
      onError: (_error, _variables, context) => {
        for (const [key, list] of context?.before ?? []) client.setQueryData(key, list);
      },
      onSettled: () => {
        window.clearTimeout(timer.current);
        timer.current = window.setTimeout(
          () => void invalidateProjects(client, orgSlug),
          FAVORITE_RELOAD_DELAY_MS,
        );
      },
    },
  });
}
