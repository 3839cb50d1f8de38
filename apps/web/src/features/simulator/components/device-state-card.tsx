import { RotateCwIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DeviceStateChangeState } from '@iot/api-client/control/model';
import { Badge } from '@iot/ui/badge';
import { Button } from '@iot/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { Label } from '@iot/ui/label';
import { RadioGroup, RadioGroupItem } from '@iot/ui/radio-group';
import { Spinner } from '@iot/ui/spinner';
import { formatTime } from '@/lib/format-time';
import { useDeviceChanges, useSimulatedDevice } from '../api/device';
import { ActionError } from './action-error';

const MODES = ['online', 'offline', 'auto'] as const;

/** The device's schedule and connection, its online state forced or by schedule, and a reboot. */
export function DeviceStateCard({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation(['simulator', 'common']);
  const device = useSimulatedDevice(deviceId);
  const { force, reboot } = useDeviceChanges(deviceId);
  const state = device.data;
  const rebooting = reboot.data?.data.online_again_at;
  return (
    <Card role="region" aria-label={t('device.heading')}>
      <CardHeader>
        <CardTitle>{t('device.heading')}</CardTitle>
        <CardDescription>{t('device.hint')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {state ? (
          <>
            <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm">
              <dt className="text-muted-foreground">{t('device.profile')}</dt>
              <dd>{t(`device.profiles.${state.profile}`)}</dd>
              <dt className="text-muted-foreground">{t('device.connection')}</dt>
              <dd className="flex flex-wrap items-center gap-2">
                <Badge variant={state.is_online ? 'online' : 'offline'}>
                  {state.is_online ? t('device.online') : t('device.offline')}
                </Badge>
                {state.connect_time ? (
                  <span className="text-muted-foreground">
                    {t('device.connectedSince', { time: formatTime(state.connect_time) })}
                  </span>
                ) : null}
              </dd>
            </dl>
            <fieldset className="flex flex-col gap-2" disabled={force.isPending}>
              <legend className="mb-2 text-sm font-medium">{t('device.mode')}</legend>
              <RadioGroup
                value={state.forced}
                onValueChange={(mode) => force.mutate(mode as DeviceStateChangeState)}
                className="flex flex-wrap gap-4"
              >
                {MODES.map((mode) => (
                  <div key={mode} className="flex items-center gap-2">
                    <RadioGroupItem id={`simulator-mode-${mode}`} value={mode} />
                    <Label htmlFor={`simulator-mode-${mode}`}>{t(`device.modes.${mode}`)}</Label>
                  </div>
                ))}
              </RadioGroup>
            </fieldset>
            <div className="flex flex-wrap items-center gap-3">
              <DisabledReason reason={state.is_online ? null : t('device.rebootOffline')}>
                <Button
                  variant="outline"
                  disabled={reboot.isPending}
                  onClick={() => reboot.mutate()}
                >
                  <RotateCwIcon aria-hidden="true" />
                  {t('device.reboot')}
                </Button>
              </DisabledReason>
              {rebooting && !state.is_online ? (
                <span className="text-muted-foreground text-sm" role="status">
                  {t('device.rebooting', { time: formatTime(rebooting) })}
                </span>
              ) : null}
            </div>
            <ActionError outcomes={[force, reboot]} />
          </>
        ) : device.isError ? (
          <ActionError outcomes={[{ submittedAt: 1, error: device.error }]} />
        ) : (
          <Spinner label={t('common:loading')} />
        )}
      </CardContent>
    </Card>
  );
}
