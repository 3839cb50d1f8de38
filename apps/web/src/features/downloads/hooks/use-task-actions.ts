import { useTranslation } from 'react-i18next';
import type { DownloadTask } from '@iot/api-client/model';
import { toast } from '@iot/ui/sonner';
import { errorMessage } from '@/lib/error-message';
import { openInNewWindow } from '@/lib/open-in-new-window';
import { apiUrl } from '@/lib/runtime-config';
import { useDeleteTask, useFetchDownloadLink } from '../api/downloads';

/** The link is a path of the API's server: resolve it against the API base URL, then the page. */
const absolute = (url: string) => new URL(apiUrl(url), window.location.href).toString();

/**
 * A task's actions. Download (completed tasks only): the signed link opens in a new window (downloadFailed also when
 * the answer has none). Delete (the table asks first, in the console's own dialog: ADR 0144); resolves to true once done.
 */
export function useTaskActions(projectId: string) {
  const { t } = useTranslation('downloads');
  const fetchLink = useFetchDownloadLink(projectId);
  const remove = useDeleteTask(projectId);

  const download = async (task: DownloadTask) => {
    try {
      await openInNewWindow(async () => {
        const link = await fetchLink(task.id);
        if (!link?.download_url) throw new Error('no download_url');
        return absolute(link.download_url);
      });
    } catch {
      toast.error(t('downloadFailed'));
    }
  };

  const onDelete = (task: DownloadTask): Promise<boolean> =>
    remove.mutateAsync({ projectId, taskId: task.id }).then(
      () => {
        toast.success(t('notification.deleted'));
        return true;
      },
      (e: unknown) => {
        toast.error(errorMessage(e, t('deleteFailed')));
        return false;
      },
    );

  return { download, remove: onDelete, removing: remove.isPending };
}
