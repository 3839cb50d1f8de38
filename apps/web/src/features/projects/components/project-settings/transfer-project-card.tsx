import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Project } from '@iot/api-client/model';
import { transferProjectBody } from '@iot/api-client/zod/projects';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { toast } from '@iot/ui/sonner';
import { paths } from '@/config/paths';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useTransferProject } from '@/features/projects/api/projects';
import { SingleFieldForm } from '@/components/single-field-form';
import { usePermissions } from '@/features/organizations/api/permissions';
import { errorMessage } from '@/lib/error-message';
import { maxLengthOf } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';

/**
 * Transfer to another organization (the generated `transferProjectBody`, targetOrgRequired), confirmed, then to
 * /org/{orgSlug}/.
 */
export function TransferProjectCard({ project, orgSlug }: { project: Project; orgSlug: string }) {
  const { t } = useTranslation('project-settings');
  const navigate = useNavigate();
  const [target, setTarget] = useState('');
  const [confirming, setConfirming] = useState(false);
  const transfer = useTransferProject(project.project_id);
  const refused = usePermissions().reason('project-admin');
  const form = useSchemaForm(transferProjectBody, {
    defaultValues: { target_org_slug: '' },
    trim: ['target_org_slug'],
    messages: { target_org_slug: { required: 'project-settings:targetOrgRequired' } },
  });

  const onConfirm = (slug: string) =>
    // the promise, not mutate's callbacks: the project's pages may unmount this card before they would run
    void transfer
      .mutateAsync({ projectId: project.project_id, data: { target_org_slug: slug } })
      .then(
        () => {
          toast.success(t('notification.transferred'));
          setConfirming(false);
          void navigate(paths.org.root.getHref(orgSlug));
        },
        (e: unknown) => {
          setConfirming(false);
          toast.error(errorMessage(e, t('transferError')));
        },
      );

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('transfer.title')}</CardTitle>
        <CardDescription>{t('transfer.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <SingleFieldForm
          form={form}
          name="target_org_slug"
          label={t('transfer.targetOrg')}
          onSubmit={({ target_org_slug }) => {
            setTarget(target_org_slug);
            setConfirming(true);
          }}
          pending={transfer.isPending}
          submit={{
            label: t('transfer.submit'),
            pendingLabel: t('transfer.submit'),
            variant: 'outline',
            disabledReason: refused,
          }}
          input={{
            maxLength: maxLengthOf(transferProjectBody.shape.target_org_slug),
            autoComplete: 'off',
            placeholder: t('transfer.placeholder'),
          }}
        />
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('transfer.confirmTitle')}
        description={t('transfer.confirmDescription', { name: project.name, slug: target })}
        confirmLabel={t('transfer.submit')}
        pending={transfer.isPending}
        onConfirm={() => onConfirm(target)}
      />
    </Card>
  );
}
