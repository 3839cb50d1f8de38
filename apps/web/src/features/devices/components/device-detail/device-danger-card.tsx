import { useTranslation } from 'react-i18next';
import { SendIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@iot/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { DisabledReason } from '@iot/ui/disabled-reason';
import type { DeviceAction } from '../../utils/device-actions';

/** The settings tab's danger zone: transfer to another organization and delete, each a dialog of the devices feature. */
export function DeviceDangerCard({
  refused,
  onOpen,
}: {
  /** Why the member may not take an action, if they may not. */
  refused: (action: DeviceAction) => string | undefined;
  onOpen: (action: DeviceAction) => void;
}) {
  const { t } = useTranslation('devices');
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle>{t('settings.dangerTitle')}</CardTitle>
        <CardDescription>{t('settings.dangerDescription')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <DisabledReason reason={refused('transfer')}>
          <Button variant="outline" onClick={() => onOpen('transfer')}>
            <SendIcon aria-hidden="true" />
            {t('settings.transfer')}
          </Button>
        </DisabledReason>
        <DisabledReason reason={refused('delete')}>
          <Button variant="destructive" onClick={() => onOpen('delete')}>
            <Trash2Icon aria-hidden="true" />
            {t('settings.delete')}
          </Button>
        </DisabledReason>
      </CardContent>
    </Card>
  );
}
