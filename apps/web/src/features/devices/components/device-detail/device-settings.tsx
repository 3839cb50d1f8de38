import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Device } from '@iot/api-client/model';
import { Alert, AlertDescription } from '@iot/ui/alert';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/errors/page-spinner';
import { useDeviceActions, type DeviceActions } from '@/features/devices/hooks/use-device-actions';
import { DEVICE_ACTION_AREAS, type DeviceAction } from '../../utils/device-actions';
import { DeviceDialogs } from '../device-dialogs';
import { DeviceBasicForm } from './device-basic-form';
import { DeviceDangerCard } from './device-danger-card';
import { DeviceMaintenanceCard } from './device-maintenance-card';
import { useDevice } from '@/features/devices/api/devices';
import { useProjects } from '@/features/projects/api/projects';
import { usePermissions } from '@/features/organizations/api/permissions';
import { errorMessage } from '@/lib/error-message';

/**
 * Device settings tab: basic settings, reboot, move, transfer, delete. Move, transfer and delete are the devices
 * feature's dialogs; after a transfer or delete the page goes to /org/{orgSlug}/devices, after a move to the
 * device under its new project.
 */
export function DeviceSettings({
  orgSlug,
  projectId,
  deviceId,
}: {
  orgSlug: string;
  projectId: string;
  deviceId: number;
}) {
  const { t } = useTranslation('devices');
  const navigate = useNavigate();
  const device = useDevice(projectId, deviceId);
  const projects = useProjects();
  const base = useDeviceActions({ kind: 'project', projectId });
  const [open, setOpen] = useState<{ action: DeviceAction; device: Device } | null>(null);
  const { reason } = usePermissions();
  const refused = (action: DeviceAction) => reason(DEVICE_ACTION_AREAS[action]);
  const then = (ok: boolean, href: string) => {
    if (ok) void navigate(href);
    return ok;
  };
  const actions: DeviceActions = {
    ...base,
    move: (d, target) =>
      base
        .move(d, target)
        .then((ok) => then(ok, paths.device.settings.getHref(orgSlug, target, d.id))),
    transfer: (d, slug) =>
      base.transfer(d, slug).then((ok) => then(ok, paths.org.devices.getHref(orgSlug))),
    remove: (d) => base.remove(d).then((ok) => then(ok, paths.org.devices.getHref(orgSlug))),
  };

  if (device.isPending) return <PageSpinner />;
  if (device.isError) {
    return (
      <Alert variant="destructive">
        <AlertDescription>{errorMessage(device.error, t('loadFailed'))}</AlertDescription>
      </Alert>
    );
  }
  const d = device.data;
  const openAction = (action: DeviceAction) => setOpen({ action, device: d });
  return (
    <div className="flex flex-col gap-4">
      <DeviceBasicForm key={d.id} device={d} projectId={projectId} />
      <DeviceMaintenanceCard
        device={d}
        rebooting={base.restartingId === d.id}
        onReboot={() => base.restart(d)}
        refused={refused}
        onOpen={openAction}
      />
      <DeviceDangerCard refused={refused} onOpen={openAction} />
      <DeviceDialogs
        open={open}
        onClose={() => setOpen(null)}
        projects={projects.data ?? []}
        actions={actions}
      />
    </div>
  );
}
