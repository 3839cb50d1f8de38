import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { DownloadTaskCreate } from '@iot/api-client/model';
import { createDownloadTaskBody } from '@iot/api-client/zod/downloads';
import { Button } from '@iot/ui/button';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { Field } from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import { NativeSelect } from '@iot/ui/native-select';
import { toast } from '@iot/ui/sonner';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/error-message';
import { maxLengthOf } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useOrgSlug } from '@/lib/org-scope';
import { useCreateTask } from '../api/downloads';
import { projectDevicesQuery } from '@/features/devices/api/devices';
import { PRESETS, presetRange, toLocalInput, type Preset } from '../utils/presets';
import {
  EMPTY_TASK,
  TASK_MESSAGES,
  TASK_SUMMARY,
  taskFormSchema,
  type TaskFormValues,
} from '../utils/task-form';
import { usePermissions } from '@/features/organizations/api/permissions';
import { FactorChecklist } from './factor-checklist';

/** Create an export: device, start and end time (or a preset) and at least one factor (docs/product.md#form-rules). */
export function CreateTaskDialog({ projectId }: { projectId: string }) {
  const { t } = useTranslation(['downloads', 'common']);
  const [open, setOpen] = useState(false);
  const devices = useQuery({
    ...projectDevicesQuery(useOrgSlug(), projectId, { page: 1, page_size: 1000 }),
    enabled: open,
  });
  const create = useCreateTask(projectId);
  const refused = usePermissions().reason('data');
  const form = useSchemaForm<TaskFormValues, DownloadTaskCreate>(taskFormSchema, {
    defaultValues: EMPTY_TASK,
    messages: TASK_MESSAGES,
    summary: TASK_SUMMARY,
  });
  const deviceId = form.watch('device_id');
  const applyPreset = (preset: Preset) => {
    const range = presetRange(preset);
    form.setValue('start', toLocalInput(range.start));
    form.setValue('end', toLocalInput(range.end));
  };

  const onSubmit = (data: DownloadTaskCreate) =>
    create.mutate(
      { projectId, data },
      {
        onSuccess: () => {
          toast.success(t('notification.created'));
          form.reset(EMPTY_TASK);
          setOpen(false);
        },
        onError: (e) => toast.error(errorMessage(e, t('createFailed'))),
      },
    );

  return (
    <>
      <DisabledReason reason={refused}>
        <Button onClick={() => setOpen(true)}>
          <PlusIcon aria-hidden="true" />
          {t('actions.create')}
        </Button>
      </DisabledReason>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={t('create.title')}
        description={t('create.description')}
        form={form}
        onSubmit={onSubmit}
        submitLabel={t('create.submit')}
        pending={create.isPending}
        className="max-h-[90vh] overflow-y-auto sm:max-w-xl"
      >
        <Field control={form.control} name="device_id" label={t('create.device')}>
          {(field) => (
            <NativeSelect
              {...field}
              onChange={(e) => {
                field.onChange(e.target.value);
                form.setValue('factors', []);
              }}
            >
              <option value="">{t('create.chooseDevice')}</option>
              {devices.data?.results.map((d) => (
                <option key={d.id} value={d.id}>
                  {d.device_name}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <FactorChecklist
          projectId={projectId}
          deviceId={deviceId ? Number(deviceId) : null}
          value={form.watch('factors')}
          onChange={(factors) => form.setValue('factors', factors)}
        />
        <div role="group" aria-label={t('create.presets')} className="flex flex-wrap gap-1">
          {PRESETS.map((p) => (
            <Button
              key={p}
              type="button"
              variant="outline"
              size="sm"
              onClick={() => applyPreset(p)}
            >
              {t(`presets.${p}`)}
            </Button>
          ))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field control={form.control} name="start" label={t('create.start')}>
            {(field) => <Input {...field} type="datetime-local" />}
          </Field>
          <Field control={form.control} name="end" label={t('create.end')}>
            {(field) => <Input {...field} type="datetime-local" />}
          </Field>
        </div>
        <Field control={form.control} name="name" label={t('create.name')}>
          {(field) => (
            <Input
              {...field}
              maxLength={maxLengthOf(createDownloadTaskBody.shape.name)}
              placeholder={t('create.namePlaceholder')}
            />
          )}
        </Field>
      </FormDialog>
    </>
  );
}
