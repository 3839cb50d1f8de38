import { useTranslation } from 'react-i18next';
import { FolderInputIcon } from 'lucide-react';
import type { Device } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { DisabledReason } from '@iot/ui/disabled-reason';
import type { DeviceAction } from '../../utils/device-actions';
import { DeviceReboot } from './device-reboot';

/** The settings tab's maintenance: reboot (asks first) and move to another project (a dialog of the devices feature). */
export function DeviceMaintenanceCard({
  device,
  rebooting,
  onReboot,
  refused,
  onOpen,
}: {
  device: Device;
  rebooting: boolean;
  onReboot: () => Promise<boolean>;
  /** Why the member may not take an action, if they may not. */
  refused: (action: DeviceAction) => string | undefined;
  onOpen: (action: DeviceAction) => void;
}) {
  const { t } = useTranslation('devices');
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.maintenanceTitle')}</CardTitle>
        <CardDescription>{t('settings.maintenanceDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <DeviceReboot
          device={device}
          pending={rebooting}
          refused={refused('reboot')}
          onReboot={onReboot}
        />
        <DisabledReason reason={refused('move')}>
          <Button variant="outline" onClick={() => onOpen('move')}>
            <FolderInputIcon aria-hidden="true" />
            {t('settings.move')}
          </Button>
        </DisabledReason>
      </CardContent>
    </Card>
  );
}
