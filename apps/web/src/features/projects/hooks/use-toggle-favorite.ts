import { useTranslation } from 'react-i18next';
import type { Project } from '@iot/api-client/model';
import { toast } from '@iot/ui/sonner';
import { errorMessage } from '../../../lib/error-message';
import { useFavoriteProject } from '../api/projects';

export { FAVORITE_RELOAD_DELAY_MS } from '../api/projects';

/**
 * Toggles a project's favorite flag: the card flips at once and the list reloads 1 s later (useFavoriteProject); the
 * outcome is told in a toast, a failure with the favorite error toast.
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
          toast.success(
            t(favorite ? 'notification.favoriteAdded' : 'notification.favoriteRemoved'),
          );
        },
        onError: (error) => {
          toast.error(errorMessage(error, t('notification.favoriteError')));
        },
      },
    );
  };

  const pendingId = update.isPending ? update.variables?.projectId : undefined;
  return { toggle, pendingId };
}
