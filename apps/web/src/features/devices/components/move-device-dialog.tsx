import { useTranslation } from 'react-i18next';
import type { Device, SetProjectRequest, Project } from '@iot/api-client/model';
import { setDeviceProjectBody } from '@iot/api-client/zod/devices';
import { Field } from '@iot/ui/form';
import { FormDialog } from '@/components/form-dialog';
import { useSchemaForm } from '@/lib/use-schema-form';
import { deviceLabel } from '../utils/device-scope';
import { ProjectPicker } from './project-picker';

/** Move: a target project is required (selectProject); the current one is not offered. */
export function MoveDeviceDialog({
  device,
  projects,
  pending,
  onMove,
  onClose,
}: {
  device: Device;
  projects: readonly Project[];
  pending: boolean;
  onMove: (projectId: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['devices', 'common']);
  const current = device.project?.project_id ?? null;
  const form = useSchemaForm<{ project_id: string }, SetProjectRequest>(setDeviceProjectBody, {
    defaultValues: { project_id: '' },
    messages: { project_id: 'devices:selectProject' },
  });

  return (
    <FormDialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('move.title')}
      description={t('move.description', { name: deviceLabel(device) })}
      form={form}
      onSubmit={async ({ project_id }) => {
        if (await onMove(project_id)) onClose();
      }}
      submitLabel={t('move.submit')}
      pending={pending}
    >
      <Field control={form.control} name="project_id" label={t('move.target')}>
        {(field, control) => (
          <ProjectPicker
            id={control.id}
            projects={projects}
            exclude={current}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            placeholder={t('move.placeholder')}
            invalid={control['aria-invalid']}
          />
        )}
      </Field>
    </FormDialog>
  );
}
