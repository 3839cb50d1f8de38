import { useTranslation } from 'react-i18next';
import type { Project } from '@iot/api-client/model';
import { updateProjectBody } from '@iot/api-client/zod/projects';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { toast } from '@iot/ui/sonner';
import { useRenameProject } from '@/features/projects/api/projects';
import { SingleFieldForm } from '@/components/single-field-form';
import { usePermissions } from '@/features/organizations/api/permissions';
import { maxLengthOf, showSubmitError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';

/** The rename form sends a name: the generated `updateProjectBody` with its name required. */
const renameSchema = updateProjectBody.pick({ name: true }).required();

/**
 * Rename on the generated body (nameRequired), sent trimmed; Save enabled only when the name changed and not saving.
 * Keyed by the project's name, so a saved name becomes the starting point.
 */
export function RenameProjectCard({ project }: { project: Project }) {
  const { t } = useTranslation(['project-settings', 'common']);
  const update = useRenameProject(project.project_id);
  const form = useSchemaForm(renameSchema, {
    defaultValues: { name: project.name },
    trim: ['name'],
    messages: { name: { required: 'project-settings:nameRequired' } },
  });
  const changed = form.watch('name').trim() !== project.name;
  const refused = usePermissions().reason('project');

  // The promise, not mutate's callbacks: once the renamed project is reloaded this card remounts under its new name
  // (its key), and a callback of the unmounted card would never run.
  const onSubmit = (data: { name: string }) =>
    void update.mutateAsync({ projectId: project.project_id, data }).then(
      () => toast.success(t('notification.renamed')),
      (e: unknown) => showSubmitError(form, e, t('updateError')),
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('rename.title')}</CardTitle>
        <CardDescription>{t('rename.projectId', { id: project.project_id })}</CardDescription>
      </CardHeader>
      <CardContent>
        <SingleFieldForm
          form={form}
          name="name"
          label={t('rename.name')}
          onSubmit={onSubmit}
          pending={update.isPending}
          submit={{
            label: t('common:actions.save'),
            pendingLabel: t('common:loading'),
            disabled: !changed,
            disabledReason: refused,
          }}
          input={{ maxLength: maxLengthOf(renameSchema.shape.name) }}
        />
      </CardContent>
    </Card>
  );
}
