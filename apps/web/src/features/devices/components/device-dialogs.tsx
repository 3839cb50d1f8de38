import { useTranslation } from 'react-i18next';
import type { Device, Project } from '@iot/api-client/model';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { DeviceActions } from '../hooks/use-device-actions';
import { deviceLabel } from '../utils/device-scope';
import type { DeviceAction } from '../utils/device-actions';
import { MoveDeviceDialog } from './move-device-dialog';
import { TransferDeviceDialog } from './transfer-device-dialog';

/** The dialog of the chosen row action: move, transfer, or the reboot or delete confirmation. */
export function DeviceDialogs({
  open,
  onClose,
  projects,
  actions,
}: {
  open: { action: DeviceAction; device: Device } | null;
  onClose: () => void;
  projects: readonly Project[];
  actions: DeviceActions;
}) {
  const { t } = useTranslation('devices');
  if (!open) return null;
  const { action, device } = open;
  if (action === 'move') {
    return (
      <MoveDeviceDialog
        key={device.id}
        device={device}
        projects={projects}
        pending={actions.moving}
        onMove={(projectId) => actions.move(device, projectId)}
        onClose={onClose}
      />
    );
  }
  if (action === 'transfer') {
    return (
      <TransferDeviceDialog
        key={device.id}
        device={device}
        pending={actions.transferring}
        onTransfer={(slug) => actions.transfer(device, slug)}
        onClose={onClose}
      />
    );
  }
  if (action === 'reboot') {
    return (
      <ConfirmDialog
        open
        onOpenChange={(next) => (next ? undefined : onClose())}
        title={t('settings.rebootTitle')}
        description={t('settings.rebootDescription', { name: deviceLabel(device) })}
        confirmLabel={t('settings.reboot')}
        pending={actions.restartingId === device.id}
        onConfirm={() => {
          void actions.restart(device).then((ok) => (ok ? onClose() : undefined));
        }}
      />
    );
  }
  return (
    <ConfirmDialog
      open
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('delete.title')}
      description={t('delete.description', { name: deviceLabel(device) })}
      confirmLabel={t('delete.submit')}
      pending={actions.removing}
      onConfirm={() => {
        void actions.remove(device).then((ok) => (ok ? onClose() : undefined));
      }}
    />
  );
}
