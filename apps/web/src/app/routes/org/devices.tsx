import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useListDevices } from '@iot/api-client/hooks/devices';
import { Badge } from '@iot/ui/badge';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/layouts/page-header';
import { QueryState } from '../../../components/errors/query-state';

/** /org/{orgSlug}/devices/: every device of the organization (issue 6 builds the full page). */
export function Component() {
  const { t } = useTranslation(['devices', 'common']);
  const orgSlug = useParams().orgSlug ?? '';
  const devices = useListDevices({ page: 1, page_size: 50 });
  return (
    <>
      <PageHeader title={t('orgList.title')} />
      <QueryState
        isPending={devices.isPending}
        error={devices.error}
        onRetry={() => void devices.refetch()}
        errorText={t('notification.loadFailed')}
      >
        <p className="text-muted-foreground mb-2 text-sm">
          {t('orgList.count', { count: devices.data?.count ?? 0 })}
        </p>
        <ul className="divide-y rounded-md border">
          {devices.data?.results.map((device) => (
            <li key={device.id} className="flex items-center justify-between gap-2 p-3">
              {device.project ? (
                <Link
                  className="hover:text-primary font-medium"
                  to={paths.device.overview.getHref(orgSlug, device.project.project_id, device.id)}
                >
                  {device.device_name}
                </Link>
              ) : (
                <span className="font-medium">{device.device_name}</span>
              )}
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
