import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Device } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { Input } from '@iot/ui/input';
import { Label } from '@iot/ui/label';
import { toast } from '@iot/ui/sonner';
import { Spinner } from '@iot/ui/spinner';
import { Switch } from '@iot/ui/switch';
import { Textarea } from '@iot/ui/textarea';
import { validateDeviceSettings, type DeviceSettingsValues } from './device-settings-rules';
import { errorMessage } from '../../../../lib/error-message';
import { limits } from '@iot/api-client/limits';
import { useUpdateDevice } from '../../api/devices';

/** Device basic settings (updateDevice): name, description, debug mode, report interval. */
export function DeviceBasicForm({
  device,
  projectId,
  onSaved,
}: {
  device: Device;
  projectId: string;
  onSaved?: () => void;
}) {
  const { t } = useTranslation(['device', 'common']);
  const [values, setValues] = useState<DeviceSettingsValues>({
    device_name: device.device_name,
    info: device.info ?? '',
    is_debug: device.is_debug,
    report_interval: String(device.report_interval),
  });
  const [errors, setErrors] = useState<ReturnType<typeof validateDeviceSettings>>({});
  const update = useUpdateDevice();
  const set = <K extends keyof DeviceSettingsValues>(k: K, v: DeviceSettingsValues[K]) =>
    setValues((old) => ({ ...old, [k]: v }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = validateDeviceSettings(values);
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    update.mutate(
      {
        projectId,
        devicePk: device.id,
        data: {
          device_name: values.device_name.trim(),
          info: values.info.trim() || null,
          is_debug: values.is_debug,
          report_interval: Number(values.report_interval),
        },
      },
      {
        onSuccess: () => {
          toast.success(t('settings.saved'));
          onSaved?.();
        },
        onError: (e) => toast.error(errorMessage(e, t('common:saveFailed'))),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.basicTitle')}</CardTitle>
        <CardDescription>{t('settings.deviceId', { id: device.device_id })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid max-w-xl gap-4">
          <div className="grid gap-1.5">
            <Label htmlFor="device-name">{t('settings.name')}</Label>
            <Input
              id="device-name"
              maxLength={limits.DeviceUpdate.device_name.maxLength}
              value={values.device_name}
              aria-invalid={Boolean(errors.device_name)}
              aria-describedby={errors.device_name ? 'device-name-error' : undefined}
              onChange={(e) => set('device_name', e.target.value)}
            />
            {errors.device_name ? (
              <p id="device-name-error" className="text-destructive text-sm">
                {t(errors.device_name)}
              </p>
            ) : null}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="device-info">{t('settings.info')}</Label>
            <Textarea
              id="device-info"
              maxLength={limits.DeviceUpdate.info.maxLength}
              rows={2}
              value={values.info}
              onChange={(e) => set('info', e.target.value)}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="device-interval">{t('settings.reportInterval')}</Label>
            <Input
              id="device-interval"
              type="number"
              min={10}
              max={3600}
              value={values.report_interval}
              aria-invalid={Boolean(errors.report_interval)}
              aria-describedby={errors.report_interval ? 'device-interval-error' : undefined}
              onChange={(e) => set('report_interval', e.target.value)}
            />
            {errors.report_interval ? (
              <p id="device-interval-error" className="text-destructive text-sm">
                {t(errors.report_interval)}
              </p>
            ) : null}
          </div>
          <div className="flex items-center gap-2">
            <Switch
              id="device-debug"
              checked={values.is_debug}
              onCheckedChange={(c) => set('is_debug', c)}
            />
            <Label htmlFor="device-debug">{t('settings.debug')}</Label>
          </div>
          <div>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? <Spinner label={t('common:loading')} /> : null}
              {t('common:actions.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
