import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { DownloadTaskCreate } from '@iot/api-client/model';
import { createDownloadTaskBody } from '@iot/api-client/zod/downloads';
import { Button } from '@iot/ui/button';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { Field } from '@iot/ui/form';
import { enUS, zhCN } from '@iot/ui/calendar';
import { Combobox } from '@iot/ui/combobox';
import { DateTimePicker } from '@iot/ui/date-time-picker';
import { Input } from '@iot/ui/input';
import { toast } from '@iot/ui/sonner';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/error-message';
import { currentLanguage } from '@/lib/i18n';
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
        className="sm:max-w-xl"
      >
        <Field control={form.control} name="device_id" label={t('create.device')}>
          {(field) => (
            <Combobox
              options={(devices.data?.results ?? []).map((d) => ({
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
              emptyText={devices.isPending ? t('common:loading') : t('create.noDeviceMatch')}
            />
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
          {(['start', 'end'] as const).map((name) => (
            <Field key={name} control={form.control} name={name} label={t(`create.${name}`)}>
              {(field) => (
                <DateTimePicker
                  aria-label={t(`create.${name}`)}
                  value={field.value ? new Date(field.value) : undefined}
                  onChange={(date) => field.onChange(toLocalInput(date))}
                  locale={currentLanguage() === 'zh' ? zhCN : enUS}
                  placeholder={t('create.pickTime')}
                  labels={{
                    hour: t('create.hour'),
                    minute: t('create.minute'),
                    done: t('create.done'),
                  }}
                />
              )}
            </Field>
          ))}
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
