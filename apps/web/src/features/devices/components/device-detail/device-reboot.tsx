import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCwIcon } from 'lucide-react';
import type { Device } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { ActionDialog } from './action-dialog';

/** Reboot (restart) after a confirmation: the device goes offline for a moment and comes back. */
export function DeviceReboot({
  device,
  pending,
  onReboot,
}: {
  device: Device;
  pending: boolean;
  /** Resolves to true on success (toasts, restartFailed included, come from the devices feature's actions). */
  onReboot: () => Promise<boolean>;
}) {
  const { t } = useTranslation('devices');
  const [open, setOpen] = useState(false);
  return (
    <ActionDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline" disabled={!device.is_online}>
          <RotateCwIcon aria-hidden="true" />
          {t('settings.reboot')}
        </Button>
      }
      title={t('settings.rebootTitle')}
      description={t('settings.rebootDescription', { name: device.device_name })}
      confirmLabel={t('settings.reboot')}
      pending={pending}
      onSubmit={() => void onReboot().then((ok) => (ok ? setOpen(false) : undefined))}
    />
  );
}
