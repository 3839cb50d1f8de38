import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTransferProject } from '@iot/api-client/hooks/projects';
import type { Project } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { Input } from '@iot/ui/input';
import { Label } from '@iot/ui/label';
import { toast } from '@iot/ui/sonner';
import { paths } from '../../../../config/paths';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useInvalidateProject } from './project-queries';
import { validateTargetOrg } from './settings-rules';
import { errorMessage } from '../../../../lib/error-message';
import { limits } from '@iot/api-client/limits';

/** Transfer to another organization (targetOrgRequired), then → /org/{orgSlug}/ (spec §2). */
export function TransferProjectCard({ project, orgSlug }: { project: Project; orgSlug: string }) {
  const { t } = useTranslation('project-settings');
  const navigate = useNavigate();
  const [slug, setSlug] = useState('');
  const [error, setError] = useState<ReturnType<typeof validateTargetOrg>>(null);
  const [confirming, setConfirming] = useState(false);
  const transfer = useTransferProject();
  const invalidate = useInvalidateProject(project.project_id);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid = validateTargetOrg(slug);
    setError(invalid);
    if (!invalid) setConfirming(true);
  };
  const onConfirm = () =>
    transfer.mutate(
      { projectId: project.project_id, data: { target_org_slug: slug.trim() } },
      {
        onSuccess: () => {
          toast.success(t('notification.transferred'));
          setConfirming(false);
          void invalidate();
          void navigate(paths.org.root.getHref(orgSlug));
        },
        onError: (e) => {
          setConfirming(false);
          toast.error(errorMessage(e, t('transferError')));
        },
      },
    );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('transfer.title')}</CardTitle>
        <CardDescription>{t('transfer.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="flex max-w-xl flex-col gap-2">
          <Label htmlFor="target-org">{t('transfer.targetOrg')}</Label>
          <div className="flex gap-2">
            <Input
              id="target-org"
              maxLength={limits.TargetOrgRequest.target_org_slug.maxLength}
              value={slug}
              autoComplete="off"
              placeholder={t('transfer.placeholder')}
              aria-invalid={Boolean(error)}
              aria-describedby={error ? 'target-org-error' : undefined}
              onChange={(e) => {
                setSlug(e.target.value);
                setError(null);
              }}
            />
            <Button type="submit" variant="outline" disabled={transfer.isPending}>
              {t('transfer.submit')}
            </Button>
          </div>
          {error ? (
            <p id="target-org-error" className="text-destructive text-sm">
              {t(error)}
            </p>
          ) : null}
        </form>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('transfer.confirmTitle')}
        description={t('transfer.confirmDescription', { name: project.name, slug: slug.trim() })}
        confirmLabel={t('transfer.submit')}
        pending={transfer.isPending}
        onConfirm={onConfirm}
      />
    </Card>
  );
}
