import { useTranslation } from 'react-i18next';
import type { Organization } from '@iot/api-client/model';
import { updateOrganizationBody } from '@iot/api-client/zod/organizations';
import { CopyButton } from '@iot/ui/copy-button';
import { toast } from '@iot/ui/sonner';
import { SingleFieldForm } from '@/components/single-field-form';
import { maxLengthOf, showSubmitError } from '@/lib/form-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useUpdateOrganization } from '../api/organizations';
import { usePermissions } from '../api/permissions';
import { RoleBadge } from './role-badge';
import { canSaveOrgName } from './org-settings-rules';

/**
 * The organization's name (the generated `updateOrganizationBody`, sent trimmed; Save only when changed), its slug and
 * the caller's role. Keyed by the name, so a saved name becomes the starting point.
 */
export function OrgSettingsForm({ organization }: { organization: Organization }) {
  const { t } = useTranslation(['org-settings', 'common']);
  const update = useUpdateOrganization();
  const form = useSchemaForm(updateOrganizationBody, {
    defaultValues: { name: organization.name },
    trim: ['name'],
    messages: { name: { required: 'org-settings:basic.nameRequired' } },
  });
  const changed = canSaveOrgName(form.watch('name'), organization.name);
  const refused = usePermissions().reason('settings');

  const onSubmit = (data: { name: string }) => {
    if (!changed) return;
    // The promise, not mutate's callbacks: the saved name reaches the cache first and this form, keyed by the name,
    // remounts; a callback of the unmounted form would never run.
    void update.mutateAsync({ slug: organization.slug, data }).then(
      () => toast.success(t('basic.updateSuccess')),
      (err: unknown) => showSubmitError(form, err, t('basic.updateError')),
    );
  };

  return (
    <div className="flex max-w-xl flex-col gap-5">
      <SingleFieldForm
        form={form}
        name="name"
        label={t('basic.name')}
        onSubmit={onSubmit}
        pending={update.isPending}
        submit={{
          label: t('basic.save'),
          pendingLabel: t('basic.saving'),
          disabled: !changed,
          disabledReason: refused,
        }}
        input={{ maxLength: maxLengthOf(updateOrganizationBody.shape.name) }}
      />
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-6 gap-y-3 text-sm">
        <dt className="text-muted-foreground">{t('basic.slug')}</dt>
        <dd className="flex items-center gap-1 font-mono">
          {organization.slug}
          <CopyButton
            value={organization.slug}
            label={t('common:actions.copy')}
            copiedLabel={t('common:actions.copied')}
            onCopied={() => toast.success(t('common:copySuccess'))}
            onCopyError={() => toast.error(t('common:copyFailed'))}
          />
        </dd>
        <dt className="text-muted-foreground">{t('basic.role')}</dt>
        <dd>
          <RoleBadge role={organization.access_config.role} />
        </dd>
      </dl>
    </div>
  );
}
