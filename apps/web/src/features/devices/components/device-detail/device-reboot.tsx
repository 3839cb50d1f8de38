import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCwIcon } from 'lucide-react';
import type { Device } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { ConfirmDialog } from '@/components/confirm-dialog';

/** Reboot (restart) after a confirmation: the device goes offline for a moment and comes back. */
export function DeviceReboot({
  device,
  pending,
  refused,
  onReboot,
}: {
  device: Device;
  pending: boolean;
  /** Why the member may not reboot it (the button says so). */
  refused?: string;
  /** Resolves to true on success (toasts, restartFailed included, come from the devices feature's actions). */
  onReboot: () => Promise<boolean>;
}) {
  const { t } = useTranslation('devices');
  const [open, setOpen] = useState(false);
  return (
    <>
      <DisabledReason reason={refused}>
        <Button variant="outline" disabled={!device.is_online} onClick={() => setOpen(true)}>
          <RotateCwIcon aria-hidden="true" />
          {t('settings.reboot')}
        </Button>
      </DisabledReason>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('settings.rebootTitle')}
        description={t('settings.rebootDescription', { name: device.device_name })}
        confirmLabel={t('settings.reboot')}
        destructive={false}
        pending={pending}
        onConfirm={() => void onReboot().then((ok) => (ok ? setOpen(false) : undefined))}
      />
    </>
  );
}
