import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useListProjectDevices } from '@iot/api-client/hooks/devices';
import { Badge } from '@iot/ui/badge';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/errors/query-state';

/** /org/{orgSlug}/{projectId}/devices (issue 7 builds the full page). */
export function Component() {
  const { t } = useTranslation(['devices', 'common']);
  const { orgSlug = '', projectId = '' } = useParams();
  const devices = useListProjectDevices(projectId, { page: 1, page_size: 50 });
  return (
    <>
      <PageHeader title={t('projectList.title')} />
      <QueryState
        isPending={devices.isPending}
        error={devices.error}
        onRetry={() => void devices.refetch()}
        errorText={t('notification.loadFailed')}
      >
        <ul className="divide-y rounded-md border">
          {devices.data?.results.map((device) => (
            <li key={device.id} className="flex items-center justify-between gap-2 p-3">
              <Link
                className="hover:text-primary font-medium"
                to={paths.device.overview.getHref(orgSlug, projectId, device.id)}
              >
                {device.device_name}
              </Link>
              <Badge variant={device.is_online ? 'online' : 'offline'}>
                {device.is_online ? t('common:status.online') : t('common:status.offline')}
              </Badge>
            </li>
          ))}
        </ul>
      </QueryState>
    </>
  );
}
