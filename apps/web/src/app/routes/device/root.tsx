import { Outlet, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isNumericId, paths } from '../../../config/paths';
import { NavMenu } from '../../../components/layouts/nav-menu';
import { NotFound } from '../../../components/errors/not-found';
import { DeviceHeader } from '../../../features/devices/components/device-detail/device-header';
import { FactorSwitcher } from '../../../features/factors/components/factor-switcher';
import { prefetch } from '../../../lib/prefetch';
import { deviceQuery } from '../../../features/devices/api/devices';
import { factorsQuery } from '../../../features/factors/api/factors';

/** The device (its header) and its factors (every tab but settings shows them, and the factor switcher). */
export const loader = prefetch(({ orgSlug, projectId, deviceId }) =>
  isNumericId(deviceId)
    ? [
        deviceQuery(orgSlug, projectId, Number(deviceId)),
        factorsQuery(orgSlug, projectId, Number(deviceId)),
      ]
    : [],
);

/** Spec §2: /org/{orgSlug}/{projectId}/{deviceId} (numeric) with tabs overview, factors, alerts, settings. */
export function Component() {
  const { t } = useTranslation('device');
  const { orgSlug = '', projectId = '', deviceId, factorId } = useParams();
  const valid = isNumericId(deviceId) && (factorId === undefined || isNumericId(factorId));
  if (!valid) return <NotFound />;
  const id = Number(deviceId);
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
      <DeviceHeader
        orgSlug={orgSlug}
        projectId={projectId}
        deviceId={id}
        factorSwitcher={
          factorId ? (
            <FactorSwitcher
              orgSlug={orgSlug}
              projectId={projectId}
              deviceId={id}
              factorId={Number(factorId)}
            />
          ) : null
        }
      />
      <NavMenu items={tabs} label={t('tabs.label')} className="border-b pb-2" />
      <Outlet />
    </div>
  );
}
