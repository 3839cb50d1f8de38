import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@iot/ui/dialog';
import { Input } from '@iot/ui/input';
import { Label } from '@iot/ui/label';
import { Spinner } from '@iot/ui/spinner';
import { toast } from '@iot/ui/sonner';
import { errorMessage, serverMessage } from '../../../lib/error-message';
import { useCreateProject } from '../api/projects';
import { validateProjectName } from '../utils/filter-projects';
import { limits } from '@iot/api-client/limits';

/** Spec §5: a project needs a name ('Project name cannot be empty'); the name is sent trimmed. */
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
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = useCreateProject();

  const close = (next: boolean) => {
    if (create.isPending) return;
    if (!next) {
      setName('');
      setError(null);
    }
    onOpenChange(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const invalid = validateProjectName(name);
    if (invalid) {
      setError(t(invalid));
      return;
    }
    setError(null);
    create.mutate(
      { data: { name: name.trim() } },
      {
        onSuccess: (project) => {
          toast.success(t('notification.createSuccess'));
          setName('');
          onOpenChange(false);
          onCreated?.(project);
        },
        onError: (err) => {
          setError(serverMessage(err) ?? t('notification.createError'));
          toast.error(errorMessage(err, t('notification.createError')));
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent closeLabel={t('common:actions.close')}>
        <DialogHeader>
          <DialogTitle>{t('create.title')}</DialogTitle>
          <DialogDescription>{t('create.description')}</DialogDescription>
        </DialogHeader>
        <form id="create-project" noValidate onSubmit={onSubmit} className="flex flex-col gap-2">
          <Label htmlFor="project-name">{t('create.name')}</Label>
          <Input
            id="project-name"
            value={name}
            maxLength={limits.ProjectCreate.name.maxLength}
            placeholder={t('create.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'project-name-error' : undefined}
          />
          {error ? (
            <p id="project-name-error" role="alert" className="text-destructive text-sm">
              {error}
            </p>
          ) : null}
        </form>
        <DialogFooter>
          <Button variant="outline" disabled={create.isPending} onClick={() => close(false)}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" form="create-project" disabled={create.isPending}>
            {create.isPending ? (
              <Spinner label={t('create.submitting')} className="text-current" />
            ) : null}
            {t('create.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
