import { useTranslation } from 'react-i18next';
import type { Project } from '@iot/api-client/model';
import { createProjectBody } from '@iot/api-client/zod/projects';
import { Field } from '@iot/ui/form';
import { Input } from '@iot/ui/input';
import { toast } from '@iot/ui/sonner';
import { FormDialog } from '@/components/form-dialog';
import { maxLengthOf, showSubmitError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useCreateProject } from '../api/projects';

/** A project needs a name ('Project name cannot be empty', the document's bounds); the name is sent trimmed. */
export function CreateProjectDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated?: (project: Project) => void;
}) {
  const { t } = useTranslation(['projects', 'common']);
  const create = useCreateProject();
  const form = useSchemaForm(createProjectBody, {
    defaultValues: { name: '' },
    trim: ['name'],
    messages: { name: { required: 'projects:Project name cannot be empty' } },
  });

  const onSubmit = (data: { name: string }) => {
    create.mutate(
      { data },
      {
        onSuccess: (project) => {
          toast.success(t('notification.createSuccess'));
          form.reset();
          onOpenChange(false);
          onCreated?.(project);
        },
        onError: (err) => showSubmitError(form, err, t('notification.createError')),
      },
    );
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('create.title')}
      description={t('create.description')}
      form={form}
      onSubmit={onSubmit}
      submitLabel={t('create.submit')}
      pending={create.isPending}
    >
      <Field control={form.control} name="name" label={t('create.name')}>
        {(field) => (
          <Input
            {...field}
            maxLength={maxLengthOf(createProjectBody.shape.name)}
            placeholder={t('create.namePlaceholder')}
          />
        )}
      </Field>
    </FormDialog>
  );
}
