import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { getListProjectsQueryKey, useUpdateProject } from '@iot/api-client/hooks/projects';
import type { Project } from '@iot/api-client/model';
import { toast } from '@iot/ui/sonner';
import { errorMessage } from '../../../lib/error-message';
import { invalidateProjects } from '../api/invalidate';

/** Spec §4, §9: after a favorite toggle the list reloads about 1 s later. */
export const FAVORITE_RELOAD_DELAY_MS = 1000;

/**
 * Toggles a project's favorite flag. The card flips at once (the cached list is updated), the list reloads 1 s later
 * (on success and on error, so a refused toggle flips back) and a failure shows the favorite error toast.
 */
export function useToggleFavorite() {
  const { t } = useTranslation('projects');
  const queryClient = useQueryClient();
  const timer = useRef<number | undefined>(undefined);
  const update = useUpdateProject();

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const scheduleReload = () => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      void invalidateProjects(queryClient);
    }, FAVORITE_RELOAD_DELAY_MS);
  };

  const toggle = (project: Project) => {
    const favorite = !project.favorite;
    queryClient.setQueriesData<Project[]>({ queryKey: getListProjectsQueryKey() }, (list) =>
      list?.map((p) => (p.project_id === project.project_id ? { ...p, favorite } : p)),
    );
    update.mutate(
      { projectId: project.project_id, data: { favorite } },
      {
        onSuccess: () => {
          toast.success(
            t(favorite ? 'notification.favoriteAdded' : 'notification.favoriteRemoved'),
          );
        },
        onError: (error) => {
          toast.error(errorMessage(error, t('notification.favoriteError')));
        },
        onSettled: scheduleReload,
      },
    );
  };

  const pendingId = update.isPending ? update.variables?.projectId : undefined;
  return { toggle, pendingId };
}
