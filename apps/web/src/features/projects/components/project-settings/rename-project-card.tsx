import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { Input } from '@iot/ui/input';
import { Label } from '@iot/ui/label';
import { toast } from '@iot/ui/sonner';
import { Spinner } from '@iot/ui/spinner';
import { useRenameProject } from '../../api/projects';
import { canSaveName, validateName } from './settings-rules';
import { errorMessage } from '../../../../lib/error-message';
import { limits } from '@iot/api-client/limits';

/** Rename: name required and trimmed; save enabled only when it changed and not saving. */
export function RenameProjectCard({ project }: { project: Project }) {
  const { t } = useTranslation(['project-settings', 'common']);
  const [name, setName] = useState(project.name);
  const [error, setError] = useState<ReturnType<typeof validateName>>(null);
  const update = useRenameProject(project.project_id);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateName(name);
    setError(invalid);
    if (invalid || update.isPending) return;
    // The promise, not mutate's callbacks: once the renamed project is reloaded this card remounts under its new name
    // (its key), and a callback of the unmounted card would never run.
    update.mutateAsync({ projectId: project.project_id, data: { name: name.trim() } }).then(
      () => toast.success(t('notification.renamed')),
      (e: unknown) => toast.error(errorMessage(e, t('updateError'))),
    );
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('rename.title')}</CardTitle>
        <CardDescription>{t('rename.projectId', { id: project.project_id })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-2">
          <Label htmlFor="project-name">{t('rename.name')}</Label>
          <div className="flex gap-2">
            <Input
              id="project-name"
              maxLength={limits.ProjectUpdate.name.maxLength}
              value={name}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'project-name-error' : undefined}
              onChange={(e) => {
                setName(e.target.value);
                setError(null);
              }}
            />
            <Button
              type="submit"
              disabled={
                update.isPending || (name.trim() !== '' && !canSaveName(name, project.name))
              }
            >
              {update.isPending ? (
                <Spinner label={t('common:loading')} className="text-current" />
              ) : null}
              {t('common:actions.save')}
            </Button>
          </div>
          {error ? (
            <p id="project-name-error" className="text-destructive text-sm">
              {t(error)}
            </p>
          ) : null}
        </form>
      </CardContent>
    </Card>
  );
}
