import { useParams } from 'react-router';
import { DownloadTasksPage } from '../../../features/downloads/components/download-tasks-page';

/** /org/{orgSlug}/{projectId}/data-download (spec §2). */
export function Component() {
  const projectId = useParams().projectId ?? '';
  return <DownloadTasksPage projectId={projectId} />;
}
