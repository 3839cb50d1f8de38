import { useParams } from 'react-router';
import { ProjectBasicSettings } from '@/features/projects/components/project-settings/project-basic-settings';

/** /org/{orgSlug}/{projectId}/settings/basic. */
export function Component() {
  const { orgSlug = '', projectId = '' } = useParams();
  return <ProjectBasicSettings orgSlug={orgSlug} projectId={projectId} />;
}
