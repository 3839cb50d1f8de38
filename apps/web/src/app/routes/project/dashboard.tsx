import { useParams } from 'react-router';
import { ProjectDashboard } from '../../../features/analytics/components/project-dashboard';

/** /org/{orgSlug}/{projectId}: the project dashboard (spec §2). */
export function Component() {
  const { orgSlug = '', projectId = '' } = useParams();
  return <ProjectDashboard orgSlug={orgSlug} projectId={projectId} />;
}
