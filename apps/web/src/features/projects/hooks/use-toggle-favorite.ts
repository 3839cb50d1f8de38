import { useTranslation } from 'react-i18next';
import type { Project } from '@iot/api-client/model';
import { useFavoriteProject } from '../api/projects';

/**
 * Toggles a project's favorite flag: the card flips at once and the list reloads 1 s later (useFavoriteProject); the
 * outcome is told in a toast (a failure by the cache's error handler, from the call's meta). The toasts' code loads
 * with the first one: the projects page's first load does not carry it.
 */
export function useToggleFavorite() {
  const { t } = useTranslation('projects');
  const update = useFavoriteProject();

  const toggle = (project: Project) => {
    const favorite = !project.favorite;
    update.mutate(
      { projectId: project.project_id, data: { favorite } },
      {
        onSuccess: () => {
          const text = t(favorite ? 'notification.favoriteAdded' : 'notification.favoriteRemoved');
          void import('@iot/ui/sonner').then(({ toast }) => toast.success(text));
        },
      },
    );
  };

  const pendingId = update.isPending ? update.variables?.projectId : undefined;
  return { toggle, pendingId };
}
