import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGetOrganization } from '@iot/api-client/hooks/organizations';
import { toast } from '@iot/ui/sonner';
import { PageHeader } from '../../../../components/layouts/page-header';
import { QueryState } from '../../../../components/errors/query-state';
import { errorMessage } from '../../../../lib/error-message';
import { OrgSettingsForm } from '../../../../features/organizations/components/org-settings-form';
import { OrgSettingsDanger } from '../../../../features/organizations/components/org-settings-danger';

/** /org/{orgSlug}/settings/basic: rename, transfer, delete (spec §2, §5, §8 org-settings basic). */
export function Component() {
  const { t } = useTranslation('org-settings');
  const orgSlug = useParams().orgSlug ?? '';
  const organization = useGetOrganization(orgSlug, { query: { enabled: Boolean(orgSlug) } });

  useEffect(() => {
    if (organization.error) toast.error(errorMessage(organization.error, t('basic.fetchError')));
  }, [organization.error, t]);

  return (
    <>
      <PageHeader level={2} title={t('basic.title')} />
      <QueryState
        isPending={organization.isPending}
        error={organization.error}
        onRetry={() => void organization.refetch()}
        errorText={t('basic.fetchError')}
      >
        {organization.data ? (
          <>
            <OrgSettingsForm key={organization.data.name} organization={organization.data} />
            <OrgSettingsDanger slug={organization.data.slug} />
          </>
        ) : null}
      </QueryState>
    </>
  );
}
