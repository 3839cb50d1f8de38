import { useTranslation } from 'react-i18next';
import type { Device } from '@iot/api-client/model';
import { createDownloadTaskBody } from '@iot/api-client/zod/downloads';
import { Combobox } from '@iot/ui/combobox';
import { Field } from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import { maxLengthOf } from '@/lib/form-errors';
import type { TaskForm } from '../utils/task-form';
import { FactorChecklist } from './factor-checklist';
import { TaskRangeFields } from './task-range-fields';

/** The export form's fields: a device of the project, its factors, the time range and an optional name. */
export function TaskFormFields({
  form,
  projectId,
  devices,
  devicesPending,
}: {
  form: TaskForm;
  projectId: string;
  devices: readonly Device[];
  devicesPending: boolean;
}) {
  const { t } = useTranslation(['downloads', 'common']);
  const deviceId = form.watch('device_id');

  return (
    <>
      <Field control={form.control} name="device_id" label={t('create.device')}>
        {(field) => (
          <Combobox
            options={devices.map((d) => ({
              value: String(d.id),
              // the device id beside the name: two devices may share a name
              label: `${d.device_name} (${d.device_id})`,
              keywords: [d.device_id],
            }))}
            value={field.value}
            onValueChange={(value) => {
              field.onChange(value ?? '');
              form.setValue('factors', []);
            }}
            placeholder={t('create.chooseDevice')}
            searchPlaceholder={t('create.searchDevice')}
            emptyText={devicesPending ? t('common:loading') : t('create.noDeviceMatch')}
          />
        )}
      </Field>
      <FactorChecklist
        projectId={projectId}
        deviceId={deviceId ? Number(deviceId) : null}
        value={form.watch('factors')}
        onChange={(factors) => form.setValue('factors', factors)}
      />
      <TaskRangeFields form={form} />
      <Field control={form.control} name="name" label={t('create.name')}>
        {(field) => (
          <Input
            {...field}
            maxLength={maxLengthOf(createDownloadTaskBody.shape.name)}
            placeholder={t('create.namePlaceholder')}
          />
        )}
      </Field>
    </>
  );
}
