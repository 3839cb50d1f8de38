import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGetProject } from '@iot/api-client/hooks/projects';
import { PageHeader } from '../../../../components/layouts/page-header';

/** /org/{orgSlug}/{projectId}/settings/basic (issue 7 builds the full page). */
export function Component() {
  const { t } = useTranslation('projects');
  const projectId = useParams().projectId ?? '';
  const project = useGetProject(projectId);
  return (
    <>
      <PageHeader level={2} title={t('settings.menu.basic')} />
      <dl className="grid grid-cols-[8rem_1fr] gap-2 text-sm">
        <dt className="text-muted-foreground">{t('settings.name')}</dt>
        <dd>{project.data?.name}</dd>
        <dt className="text-muted-foreground">{t('settings.projectId')}</dt>
        <dd className="font-mono">{projectId}</dd>
      </dl>
    </>
  );
}
