import { useTranslation } from 'react-i18next';
import { DownloadIcon } from 'lucide-react';
import { EmptyState } from '@iot/ui/empty-state';
import { PageHeader } from '@/components/layouts/page-header';
import { QueryState } from '@/components/errors/query-state';
import { TASKS_REFRESH_MS, useTasks } from '../api/downloads';
import { CreateTaskDialog } from './create-task-dialog';
import { TaskTable } from './task-table';

/** /org/{orgSlug}/{projectId}/data-download: the project's exports, refreshed every 30 s. */
export function DownloadTasksPage({ projectId }: { projectId: string }) {
  const { t } = useTranslation('downloads');
  const tasks = useTasks(projectId);
  return (
    <>
      <PageHeader
        title={t('title')}
        description={t('description', { seconds: TASKS_REFRESH_MS / 1000 })}
        actions={<CreateTaskDialog projectId={projectId} />}
      />
      <QueryState
        isPending={tasks.isPending}
        error={tasks.data ? null : tasks.error}
        onRetry={() => void tasks.refetch()}
        errorText={t('loadFailed')}
      >
        {tasks.data?.length ? (
          <TaskTable tasks={tasks.data} projectId={projectId} />
        ) : (
          <EmptyState icon={<DownloadIcon />} title={t('empty')} description={t('emptyHint')} />
        )}
      </QueryState>
    </>
  );
}
