import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useListProjects } from '@iot/api-client/hooks/projects';
import { Card, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/errors/query-state';

/** /org/{orgSlug}/: the organization's projects (issue 6 builds the full page). */
export function Component() {
  const { t } = useTranslation('projects');
  const orgSlug = useParams().orgSlug ?? '';
  const projects = useListProjects();
  return (
    <>
      <PageHeader title={t('list.title')} />
      <QueryState
        isPending={projects.isPending}
        error={projects.error}
        onRetry={() => void projects.refetch()}
        errorText={t('notification.fetchError')}
      >
        {projects.data?.length === 0 ? (
          <p className="text-muted-foreground">{t('list.empty')}</p>
        ) : (
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {projects.data?.map((project) => (
              <li key={project.project_id}>
                <Link to={paths.project.root.getHref(orgSlug, project.project_id)}>
                  <Card className="hover:border-primary transition-colors">
                    <CardHeader>
                      <CardTitle>{project.name}</CardTitle>
                      <CardDescription>
                        {t('list.counts', {
                          devices: project.device_count,
                          offline: project.offline_device_count,
                        })}
                      </CardDescription>
                    </CardHeader>
                  </Card>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </>
  );
}
