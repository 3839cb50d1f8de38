import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FolderInputIcon, SendIcon, Trash2Icon } from 'lucide-react';
import type { Device } from '@iot/api-client/model';
import { Alert, AlertDescription } from '@iot/ui/alert';
import { Button } from '@iot/ui/button';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { paths } from '@/config/paths';
import { PageSpinner } from '@/components/errors/page-spinner';
import { useDeviceActions, type DeviceActions } from '@/features/devices/hooks/use-device-actions';
import { DEVICE_ACTION_AREAS, type DeviceAction } from '../device-row-actions';
import { DeviceDialogs } from '../device-dialogs';
import { DeviceBasicForm } from './device-basic-form';
import { DeviceReboot } from './device-reboot';
import { useDevice } from '@/features/devices/api/devices';
import { useProjects } from '@/features/projects/api/projects';
import { usePermissions } from '@/features/organizations/api/permissions';
import { errorMessage } from '@/lib/error-message';

/**
 * Device settings tab: basic settings, reboot, move, transfer, delete. Move, transfer and delete are the devices
 * feature's dialogs; after a transfer or delete the page goes to /org/{orgSlug}/devices (docs/product.md#screens-and-routes), after a move to the
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
      <Card>
        <CardHeader>
          <CardTitle>{t('settings.maintenanceTitle')}</CardTitle>
          <CardDescription>{t('settings.maintenanceDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <DeviceReboot
            device={d}
            pending={base.restartingId === d.id}
            refused={refused('reboot')}
            onReboot={() => base.restart(d)}
          />
          <DisabledReason reason={refused('move')}>
            <Button variant="outline" onClick={() => openAction('move')}>
              <FolderInputIcon aria-hidden="true" />
              {t('settings.move')}
            </Button>
          </DisabledReason>
        </CardContent>
      </Card>
      <Card className="border-destructive/50">
        <CardHeader>
          <CardTitle>{t('settings.dangerTitle')}</CardTitle>
          <CardDescription>{t('settings.dangerDescription')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-wrap gap-2">
          <DisabledReason reason={refused('transfer')}>
            <Button variant="outline" onClick={() => openAction('transfer')}>
              <SendIcon aria-hidden="true" />
              {t('settings.transfer')}
            </Button>
          </DisabledReason>
          <DisabledReason reason={refused('delete')}>
            <Button variant="destructive" onClick={() => openAction('delete')}>
              <Trash2Icon aria-hidden="true" />
              {t('settings.delete')}
            </Button>
          </DisabledReason>
        </CardContent>
      </Card>
      <DeviceDialogs
        open={open}
        onClose={() => setOpen(null)}
        projects={projects.data ?? []}
        actions={actions}
      />
    </div>
  );
}
