import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import type { DownloadTaskCreate } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { toast } from '@iot/ui/sonner';
import { FormDialog } from '@/components/form-dialog';
import { errorMessage } from '@/lib/error-message';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useOrgSlug } from '@/lib/org-scope';
import { useCreateTask } from '../api/downloads';
import { projectDevicesQuery } from '@/features/devices/api/devices';
import {
  EMPTY_TASK,
  TASK_MESSAGES,
  TASK_SUMMARY,
  taskFormSchema,
  type TaskFormValues,
} from '../utils/task-form';
import { usePermissions } from '@/features/organizations/api/permissions';
import { TaskFormFields } from './task-form-fields';

/** Create an export: device, start and end time (or a preset) and at least one factor. */
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
        <TaskFormFields
          form={form}
          projectId={projectId}
          devices={devices.data?.results ?? []}
          devicesPending={devices.isPending}
        />
      </FormDialog>
    </>
  );
}
