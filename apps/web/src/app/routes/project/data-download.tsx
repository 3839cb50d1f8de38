import { useParams } from 'react-router';
import { DownloadTasksPage } from '@/features/downloads/components/download-tasks-page';
import { prefetch } from '@/lib/prefetch';
import { tasksQuery } from '@/features/downloads/api/downloads';

export const loader = prefetch(({ orgSlug, projectId }) => [tasksQuery(orgSlug, projectId)]);

/** /org/{orgSlug}/{projectId}/data-download. */
export function Component() {
  const projectId = useParams().projectId ?? '';
  return <DownloadTasksPage projectId={projectId} />;
}
