import { useTranslation } from 'react-i18next';
import type { Control } from 'react-hook-form';
import {
  updateDeviceBody,
  updateDeviceBodyReportIntervalMax,
  updateDeviceBodyReportIntervalMin,
} from '@iot/api-client/zod/devices';
import { Field, FormControl, FormField, FormItem, FormLabel } from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import { Switch } from '@iot/ui/switch';
import { Textarea } from '@iot/ui/textarea';
import { maxLengthOf } from '@/lib/form-errors';
import type { DeviceSettingsValues } from './device-settings-rules';

/**
 * The device's basic settings: name, description, report interval and debug mode. `readOnly`: what the member may not
 * change is shown, not editable (the save button says why).
 */
export function DeviceBasicFields({
  control,
  readOnly,
}: {
  control: Control<DeviceSettingsValues, unknown, unknown>;
  readOnly: boolean;
}) {
  const { t } = useTranslation('devices');
  return (
    <fieldset disabled={readOnly} className="contents">
      <Field control={control} name="device_name" label={t('settings.name')}>
        {(field) => (
          <Input {...field} maxLength={maxLengthOf(updateDeviceBody.shape.device_name)} />
        )}
      </Field>
      <Field control={control} name="info" label={t('settings.info')}>
        {(field) => (
          <Textarea {...field} rows={2} maxLength={maxLengthOf(updateDeviceBody.shape.info)} />
        )}
      </Field>
      <Field control={control} name="report_interval" label={t('settings.reportInterval')}>
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
        control={control}
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
  );
}
