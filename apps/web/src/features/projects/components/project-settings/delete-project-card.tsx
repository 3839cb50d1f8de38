import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Trash2Icon } from 'lucide-react';
import type { Project } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { toast } from '@iot/ui/sonner';
import { paths } from '@/config/paths';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useDeleteProject } from '@/features/projects/api/projects';
import { usePermissions } from '@/features/organizations/api/permissions';
import { errorMessage } from '@/lib/error-message';

/** Delete after a confirmation, then → /org/{orgSlug}/. */
export function DeleteProjectCard({ project, orgSlug }: { project: Project; orgSlug: string }) {
  const { t } = useTranslation('project-settings');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const remove = useDeleteProject(project.project_id);
  const refused = usePermissions().reason('project-admin');
  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle>{t('delete.title')}</CardTitle>
        <CardDescription>{t('delete.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <DisabledReason reason={refused}>
          <Button variant="destructive" onClick={() => setOpen(true)}>
            <Trash2Icon aria-hidden="true" />
            {t('delete.submit')}
          </Button>
        </DisabledReason>
      </CardContent>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('delete.confirmTitle')}
        description={t('delete.confirmDescription', { name: project.name })}
        confirmLabel={t('delete.submit')}
        pending={remove.isPending}
        onConfirm={() =>
          // the promise, not mutate's callbacks: the project's pages may unmount this card before they would run
          void remove.mutateAsync({ projectId: project.project_id }).then(
            () => {
              toast.success(t('notification.deleted'));
              setOpen(false);
              void navigate(paths.org.root.getHref(orgSlug));
            },
            (e: unknown) => toast.error(errorMessage(e, t('deleteError'))),
          )
        }
      />
    </Card>
  );
}
