import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Project } from '@iot/api-client/model';
import { transferProjectBody } from '@iot/api-client/zod/projects';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@iot/ui/card';
import { DisabledReason } from '@iot/ui/disabled-reason';
import { toast } from '@iot/ui/sonner';
import { paths } from '@/config/paths';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { TargetOrganizationField } from '@/components/organization-picker';
import { SchemaForm, SubmitButton } from '@/components/schema-form';
import { useTransferProject } from '@/features/projects/api/projects';
import { usePermissions } from '@/features/organizations/api/permissions';
import { organizationsQuery } from '@/features/organizations/api/organizations';
import { errorMessage } from '@/lib/error-message';
import { useSchemaForm } from '@/lib/use-schema-form';

/**
 * Transfer to another organization — one of the user's where they are owner or manager (ADR 0142); the generated
 * `transferProjectBody`, targetOrgRequired — confirmed, then to /org/{orgSlug}/.
 */
export function TransferProjectCard({ project, orgSlug }: { project: Project; orgSlug: string }) {
  const { t } = useTranslation('project-settings');
  const navigate = useNavigate();
  const [target, setTarget] = useState('');
  const [confirming, setConfirming] = useState(false);
  const transfer = useTransferProject(project.project_id);
  const refused = usePermissions().reason('project-admin');
  const organizations = useQuery(organizationsQuery());
  const form = useSchemaForm(transferProjectBody, {
    defaultValues: { target_org_slug: '' },
    messages: { target_org_slug: { required: 'project-settings:targetOrgRequired' } },
  });
  const targetName = organizations.data?.find((org) => org.slug === target)?.name ?? target;

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
        <SchemaForm
          form={form}
          onSubmit={({ target_org_slug }) => {
            setTarget(target_org_slug);
            setConfirming(true);
          }}
          pending={transfer.isPending}
          className="flex max-w-xl flex-col gap-3"
          actions={
            <div>
              <DisabledReason reason={refused}>
                <SubmitButton
                  pending={transfer.isPending}
                  pendingLabel={t('transfer.submit')}
                  variant="outline"
                >
                  {t('transfer.submit')}
                </SubmitButton>
              </DisabledReason>
            </div>
          }
        >
          <TargetOrganizationField
            control={form.control}
            label={t('transfer.targetOrg')}
            organizations={organizations.data ?? []}
            loading={organizations.isPending}
            currentSlug={orgSlug}
          />
        </SchemaForm>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('transfer.confirmTitle')}
        description={t('transfer.confirmDescription', {
          name: project.name,
          org: `${targetName} (${target})`,
        })}
        confirmLabel={t('transfer.submit')}
        pending={transfer.isPending}
        onConfirm={() => onConfirm(target)}
      />
    </Card>
  );
}
