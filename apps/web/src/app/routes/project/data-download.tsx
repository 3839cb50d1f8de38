import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useListDownloadTasks } from '@iot/api-client/hooks/downloads';
import { PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/errors/query-state';

/** /org/{orgSlug}/{projectId}/data-download (issue 7 builds the full page). */
export function Component() {
  const { t } = useTranslation('downloads');
  const projectId = useParams().projectId ?? '';
  const tasks = useListDownloadTasks(projectId);
  return (
    <>
      <PageHeader title={t('title')} />
      <QueryState
        isPending={tasks.isPending}
        error={tasks.error}
        onRetry={() => void tasks.refetch()}
        errorText={t('loadFailed')}
      >
        <ul className="divide-y rounded-md border">
          {tasks.data?.map((task) => (
            <li key={task.id} className="flex justify-between gap-2 p-3 text-sm">
              <span className="font-medium">{task.name}</span>
              <span className="text-muted-foreground">{t(`status.${task.status}`)}</span>
            </li>
          ))}
        </ul>
      </QueryState>
    </>
  );
}
