import { Outlet, Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from 'lucide-react';
import { useGetDevice } from '@iot/api-client/hooks/devices';
import { Badge } from '@iot/ui/badge';
import { isNumericId, paths } from '../../../config/paths';
import { NavMenu } from '../../../components/layouts/nav-menu';
import { NotFound } from '../../../components/errors/not-found';

/** Spec §2: /org/{orgSlug}/{projectId}/{deviceId} (numeric) with tabs overview, factors, alerts, settings. */
export function Component() {
  const { t } = useTranslation(['devices', 'common']);
  const { orgSlug = '', projectId = '', deviceId, factorId } = useParams();
  const valid = isNumericId(deviceId) && (factorId === undefined || isNumericId(factorId));
  const id = Number(deviceId);
  const { data: device } = useGetDevice(projectId, id, { query: { enabled: valid } });
  if (!valid) return <NotFound />;
  const tabs = [
    {
      to: paths.device.overview.getHref(orgSlug, projectId, id),
      label: t('tabs.overview'),
      end: true,
    },
    { to: paths.device.factors.getHref(orgSlug, projectId, id), label: t('tabs.factors') },
    { to: paths.device.alerts.getHref(orgSlug, projectId, id), label: t('tabs.alerts') },
    { to: paths.device.settings.getHref(orgSlug, projectId, id), label: t('tabs.settings') },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <Link
          to={paths.org.devices.getHref(orgSlug)}
          className="text-muted-foreground hover:text-foreground flex items-center gap-1 text-sm"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          {t('backToAll')}
        </Link>
        <h1 className="text-xl font-semibold">{device?.device_name ?? deviceId}</h1>
        {device ? (
          <Badge variant={device.is_online ? 'online' : 'offline'}>
            {device.is_online ? t('common:status.online') : t('common:status.offline')}
          </Badge>
        ) : null}
      </div>
      <NavMenu items={tabs} label={t('tabs.label')} />
      <Outlet />
    </div>
  );
}
