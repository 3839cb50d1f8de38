import { useTranslation } from 'react-i18next';
import type { DeviceBind, Project } from '@iot/api-client/model';
import { bindDeviceBody } from '@iot/api-client/zod/devices';
import { Field } from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import { toast } from '@iot/ui/sonner';
import { FormDialog } from '@/components/form-dialog';
import { maxLengthOf, showSubmitError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useBindDevice } from '../api/devices';
import { ProjectPicker } from './project-picker';

type BindValues = { device_id: string; safe_code: string; project_id?: string };
const bounds = bindDeviceBody.shape;

/**
 * Device bind: device_id and safe_code required (the document's `bindDeviceBody`), the project optional. On a project
 * page the project is fixed (`fixedProject`); on the all-devices page it can be chosen.
 */
export function BindDeviceDialog({
  open,
  onOpenChange,
  projects,
  fixedProject,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  projects: readonly Project[];
  fixedProject?: { projectId: string; name: string };
}) {
  const { t } = useTranslation(['devices', 'common']);
  const bind = useBindDevice();
  const empty: BindValues = { device_id: '', safe_code: '', project_id: fixedProject?.projectId };
  const form = useSchemaForm<BindValues, DeviceBind>(bindDeviceBody, {
    defaultValues: empty,
    trim: ['device_id', 'safe_code'],
    messages: {
      device_id: { required: 'devices:bind.deviceIdRequired' },
      safe_code: { required: 'devices:bind.safeCodeRequired' },
    },
  });

  const onSubmit = (data: DeviceBind) => {
    bind.mutate(
      { data },
      {
        onSuccess: () => {
          toast.success(t('bind.success'));
          form.reset(empty);
          onOpenChange(false);
        },
        onError: (err) =>
          showSubmitError(form, err, t('bindFailed'), ['device_id', 'safe_code'], {
            fieldTexts: { safe_code: t('bind.mismatch') },
            statusTexts: { 409: t('bind.alreadyBound') },
          }),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={fixedProject ? t('bind.titleProject', { name: fixedProject.name }) : t('bind.title')}
      description={t('bind.description')}
      form={form}
      onSubmit={onSubmit}
      submitLabel={t('bind.submit')}
      pending={bind.isPending}
    >
      <Field control={form.control} name="device_id" label={t('bind.deviceId')}>
        {(field) => (
          <Input {...field} autoComplete="off" maxLength={maxLengthOf(bounds.device_id)} />
        )}
      </Field>
      <Field control={form.control} name="safe_code" label={t('bind.safeCode')}>
        {(field) => (
          <Input {...field} autoComplete="off" maxLength={maxLengthOf(bounds.safe_code)} />
        )}
      </Field>
      {fixedProject ? null : (
        <Field control={form.control} name="project_id" label={t('bind.project')}>
          {(field, control) => (
            <ProjectPicker
              id={control.id}
              projects={projects}
              value={field.value ?? null}
              onChange={(value) => field.onChange(value ?? undefined)}
              placeholder={t('bind.noProject')}
              invalid={control['aria-invalid']}
            />
          )}
        </Field>
      )}
    </FormDialog>
  );
}
