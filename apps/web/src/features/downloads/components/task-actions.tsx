import { useTranslation } from 'react-i18next';
import { DownloadIcon, Trash2Icon } from 'lucide-react';
import { useDeleteDownloadTask } from '@iot/api-client/hooks/downloads';
import type { DownloadTask } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { toast } from '@iot/ui/sonner';
import { useFetchDownloadLink, useInvalidateTasks } from '../api/download-queries';
import { errorMessage } from '../../../lib/error-message';
import { apiUrl } from '../../../lib/runtime-config';

/** The link is a path of the API's server: resolve it against the API base URL, then the page. */
const absolute = (url: string) => new URL(apiUrl(url), window.location.href).toString();

/**
 * Download only for completed tasks: the signed link opens in a new window (downloadFailed also when the answer has
 * none). Delete after the browser's confirmation.
 */
export function TaskActions({ task, projectId }: { task: DownloadTask; projectId: string }) {
  const { t } = useTranslation('data-download');
  const fetchLink = useFetchDownloadLink(projectId);
  const invalidate = useInvalidateTasks(projectId);
  const remove = useDeleteDownloadTask();

  const download = async () => {
    // opened now, inside the click, so that popup blockers let it through; pointed at the file once the link is known
    const win = window.open('', '_blank');
    try {
      const link = await fetchLink(task.id);
      if (!link?.download_url) throw new Error('no download_url');
      if (win) {
        win.opener = null;
        win.location.href = absolute(link.download_url);
      } else {
        window.open(absolute(link.download_url), '_blank', 'noopener');
      }
    } catch {
      win?.close();
      toast.error(t('downloadFailed'));
    }
  };

  const onDelete = () => {
    if (!window.confirm(t('deleteConfirm', { name: task.name }))) return;
    remove.mutate(
      { projectId, taskId: task.id },
      {
        onSuccess: () => {
          toast.success(t('notification.deleted'));
          void invalidate();
        },
        onError: (e) => toast.error(errorMessage(e, t('deleteFailed'))),
      },
    );
  };

  return (
    <div className="flex items-center justify-end gap-1">
      {task.status === 'completed' ? (
        <Button variant="outline" size="sm" onClick={() => void download()}>
          <DownloadIcon aria-hidden="true" />
          {t('actions.download')}
        </Button>
      ) : null}
      <Button
        variant="ghost"
        size="icon-sm"
        className="text-destructive"
        disabled={remove.isPending}
        aria-label={t('actions.deleteTask', { name: task.name })}
        title={t('actions.delete')}
        onClick={onDelete}
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
}
