import { useTranslation } from 'react-i18next';
import type { Device, DeviceUpdate } from '@iot/api-client/model';
import {
  updateDeviceBody,
  updateDeviceBodyReportIntervalMax,
  updateDeviceBodyReportIntervalMin,
} from '@iot/api-client/zod/devices';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { Field, FormControl, FormField, FormItem, FormLabel } from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import { toast } from '@iot/ui/sonner';
import { Switch } from '@iot/ui/switch';
import { Textarea } from '@iot/ui/textarea';
import {
  DEVICE_SETTINGS_MESSAGES,
  deviceSettingsSchema,
  deviceSettingsValues,
} from './device-settings-rules';
import { SchemaForm, SubmitButton } from '@/components/schema-form';
import { maxLengthOf, showSubmitError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateDevice } from '@/features/devices/api/devices';
import { usePermissions } from '@/features/organizations/api/permissions';

/** Device basic settings on the generated `updateDeviceBody`: name, description, debug mode, report interval. */
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
          {/* what the member may not change is shown, not editable (the button says why) */}
          <fieldset disabled={Boolean(refused)} className="contents">
            <Field control={form.control} name="device_name" label={t('settings.name')}>
              {(field) => (
                <Input {...field} maxLength={maxLengthOf(updateDeviceBody.shape.device_name)} />
              )}
            </Field>
            <Field control={form.control} name="info" label={t('settings.info')}>
              {(field) => (
                <Textarea
                  {...field}
                  rows={2}
                  maxLength={maxLengthOf(updateDeviceBody.shape.info)}
                />
              )}
            </Field>
            <Field
              control={form.control}
              name="report_interval"
              label={t('settings.reportInterval')}
            >
              {(field) => (
                <Input
                  {...field}
                  type="number"
                  inputMode="numeric"
                  min={updateDeviceBodyReportIntervalMin}
                  max={updateDeviceBodyReportIntervalMax}
                />
              )}
            </Field>
            <FormField
              control={form.control}
              name="is_debug"
              render={({ field }) => (
                <FormItem className="flex items-center gap-2">
                  <FormControl>
                    <Switch checked={field.value} onCheckedChange={field.onChange} />
                  </FormControl>
                  <FormLabel>{t('settings.debug')}</FormLabel>
                </FormItem>
              )}
            />
          </fieldset>
        </SchemaForm>
      </CardContent>
    </Card>
  );
}
