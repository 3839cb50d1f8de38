import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import { QueryState } from '@/components/errors/query-state';
import { useProject } from '@/features/projects/api/projects';
import { DeleteProjectCard } from './delete-project-card';
import { RenameProjectCard } from './rename-project-card';
import { TransferProjectCard } from './transfer-project-card';

/** /org/{orgSlug}/{projectId}/settings/basic: rename, transfer, delete. */
export function ProjectBasicSettings({
  orgSlug,
  projectId,
}: {
  orgSlug: string;
  projectId: string;
}) {
  const { t } = useTranslation('project-settings');
  const project = useProject(projectId);
  return (
    <>
      <PageHeader level={2} title={t('menu.basic')} />
      <QueryState
        isPending={project.isPending}
        error={project.error}
        onRetry={() => void project.refetch()}
        errorText={t('fetchError')}
      >
        {project.data ? (
          <div className="flex flex-col gap-4">
            <RenameProjectCard key={project.data.name} project={project.data} />
            <TransferProjectCard project={project.data} orgSlug={orgSlug} />
            <DeleteProjectCard project={project.data} orgSlug={orgSlug} />
          </div>
        ) : null}
      </QueryState>
    </>
  );
}
