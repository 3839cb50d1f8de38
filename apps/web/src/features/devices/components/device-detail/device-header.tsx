import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from 'lucide-react';
import { paths } from '@/config/paths';
import { DeviceSwitcher } from './device-switcher';
import { useDevice } from '@/features/devices/api/devices';
import { errorMessage } from '@/lib/error-message';

/**
 * A back link to all devices, the device switcher and (on factor pages) the factor switcher. The device is
 * re-read every 10 s so that its online badge follows a reboot.
 */
export function DeviceHeader({
  orgSlug,
  projectId,
  deviceId,
  factorSwitcher,
}: {
  orgSlug: string;
  projectId: string;
  deviceId: number;
  factorSwitcher?: ReactNode;
}) {
  const { t } = useTranslation('devices');
  const device = useDevice(projectId, deviceId, true);
  return (
    <div className="flex flex-col gap-3">
      <Link
        to={paths.org.devices.getHref(orgSlug)}
        className="text-muted-foreground hover:text-foreground flex w-fit items-center gap-1 text-sm"
      >
        <ArrowLeftIcon aria-hidden="true" className="size-4" />
        {t('backToAll')}
      </Link>
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="sr-only">{device.data?.device_name ?? t('title')}</h1>
        <DeviceSwitcher orgSlug={orgSlug} projectId={projectId} device={device.data} />
        {factorSwitcher}
        {device.data ? (
          <span className="text-muted-foreground font-mono text-xs">{device.data.device_id}</span>
        ) : null}
      </div>
      {device.isError ? (
        <p role="alert" className="text-destructive text-sm">
          {errorMessage(device.error, t('loadFailed'))}
        </p>
      ) : null}
    </div>
  );
}
