import type { ReactNode } from 'react';
import { Outlet, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isNumericId, paths } from '@/config/paths';
import { NavMenu, type NavMenuItem } from '@/components/layouts/nav-menu';
import { NotFound } from '@/components/errors/not-found';
import { DeviceHeader } from './device-header';

/** Where the page names a factor: the switcher between the device's factors (the factors feature's, given by the route). */
export type FactorSwitcherSlot = (at: {
  orgSlug: string;
  projectId: string;
  deviceId: number;
  factorId: number;
}) => ReactNode;

/** Tabs after the product's own (the simulator workbench's, given by the route where it exists). */
export type MoreTabsSlot = (at: {
  orgSlug: string;
  projectId: string;
  deviceId: number;
}) => NavMenuItem[];

/** A device's pages: its header (and a factor's switcher) above its tabs — overview, factors, alerts, settings, and what the route adds. */
export function DeviceLayout({
  factorSwitcher,
  moreTabs,
}: {
  factorSwitcher: FactorSwitcherSlot;
  moreTabs?: MoreTabsSlot;
}) {
  const { t } = useTranslation('devices');
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
    ...(moreTabs?.({ orgSlug, projectId, deviceId: id }) ?? []),
  ];
  return (
    <div className="flex flex-col gap-4">
      <DeviceHeader
        orgSlug={orgSlug}
        projectId={projectId}
        deviceId={id}
        factorSwitcher={
          factorId
            ? factorSwitcher({ orgSlug, projectId, deviceId: id, factorId: Number(factorId) })
            : null
        }
      />
      <NavMenu items={tabs} label={t('tabs.label')} className="border-b pb-2" />
      <Outlet />
    </div>
  );
}
