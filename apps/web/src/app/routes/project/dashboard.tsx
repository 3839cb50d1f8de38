import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGetProjectDataTotal } from '@iot/api-client/hooks/analytics';
import { useGetProject } from '@iot/api-client/hooks/projects';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/layouts/page-header';

/** /org/{orgSlug}/{projectId}: the project dashboard (issue 7 builds the full page). */
export function Component() {
  const { t } = useTranslation(['projects', 'common']);
  const { orgSlug = '', projectId = '' } = useParams();
  const project = useGetProject(projectId);
  const total = useGetProjectDataTotal(projectId);
  const devices = project.data?.device_count ?? 0;
  const offline = project.data?.offline_device_count ?? 0;
  return (
    <>
      <PageHeader title={project.data?.name ?? projectId} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Card>
          <CardHeader>
            <CardDescription>{t('dashboard.dataCount')}</CardDescription>
            <CardTitle className="text-2xl">{total.data?.data_count ?? '—'}</CardTitle>
          </CardHeader>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>{t('common:status.online')}</CardDescription>
            <CardTitle className="text-2xl">{devices - offline}</CardTitle>
          </CardHeader>
          <CardContent>
            <Link
              className="text-primary text-sm"
              to={paths.project.devices.getHref(orgSlug, projectId)}
            >
              {t('dashboard.viewDevices')}
            </Link>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardDescription>{t('common:status.offline')}</CardDescription>
            <CardTitle className="text-2xl">{offline}</CardTitle>
          </CardHeader>
        </Card>
      </div>
    </>
  );
}
