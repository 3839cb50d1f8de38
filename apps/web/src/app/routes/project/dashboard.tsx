import { useParams } from 'react-router';
import { ProjectDashboard } from '@/features/analytics/components/project-dashboard';
import { prefetch } from '@/lib/prefetch';
import { hourlyQuery, totalQuery } from '@/features/analytics/api/analytics';

export const loader = prefetch(({ orgSlug, projectId }) => [
  totalQuery(orgSlug, projectId),
  hourlyQuery(orgSlug, projectId),
]);

/** /org/{orgSlug}/{projectId}: the project dashboard. */
export function Component() {
  const { orgSlug = '', projectId = '' } = useParams();
  return <ProjectDashboard orgSlug={orgSlug} projectId={projectId} />;
}
