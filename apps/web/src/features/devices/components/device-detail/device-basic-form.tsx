import { useTranslation } from 'react-i18next';
import type { Device, DeviceUpdate } from '@iot/api-client/model';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { toast } from '@iot/ui/sonner';
import {
  DEVICE_SETTINGS_MESSAGES,
  deviceSettingsSchema,
  deviceSettingsValues,
} from './device-settings-rules';
import { DeviceBasicFields } from './device-basic-fields';
import { SchemaForm, SubmitButton } from '@/components/schema-form';
import { showSubmitError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateDevice } from '@/features/devices/api/devices';
import { usePermissions } from '@/features/organizations/api/permissions';

/** Device basic settings saved with the generated `updateDeviceBody` (fields: device-basic-fields.tsx). */
export function DeviceBasicForm({
  device,
  projectId,
  onSaved,
}: {
  device: Device;
  projectId: string;
  onSaved?: () => void;
}) {
  const { t } = useTranslation(['devices', 'common']);
  const update = useUpdateDevice();
  const refused = usePermissions().reason('device');
  const form = useSchemaForm(deviceSettingsSchema, {
    defaultValues: deviceSettingsValues(device),
    messages: DEVICE_SETTINGS_MESSAGES,
  });

  const onSubmit = (data: DeviceUpdate) =>
    update.mutate(
      { projectId, devicePk: device.id, data },
      {
        onSuccess: () => {
          toast.success(t('settings.saved'));
          onSaved?.();
        },
        onError: (e) =>
          showSubmitError(form, e, t('common:saveFailed'), [
            'device_name',
            'info',
            'report_interval',
          ]),
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('settings.basicTitle')}</CardTitle>
        <CardDescription>{t('settings.deviceId', { id: device.device_id })}</CardDescription>
      </CardHeader>
      <CardContent>
        <SchemaForm
          form={form}
          onSubmit={onSubmit}
          pending={update.isPending}
          className="grid max-w-xl gap-4"
          actions={
            <div>
              <DisabledReason reason={refused}>
                <SubmitButton pending={update.isPending} pendingLabel={t('common:loading')}>
                  {t('common:actions.save')}
                </SubmitButton>
              </DisabledReason>
            </div>
          }
        >
          <DeviceBasicFields control={form.control} readOnly={Boolean(refused)} />
        </SchemaForm>
      </CardContent>
    </Card>
  );
}
