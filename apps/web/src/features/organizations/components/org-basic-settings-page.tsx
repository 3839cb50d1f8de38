import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layouts/page-header';
import { QueryState } from '@/components/errors/query-state';
import { OrgSettingsForm } from './org-settings-form';
import { OrgSettingsDanger } from './org-settings-danger';
import { useOrganization } from '../api/organizations';

/** /org/{orgSlug}/settings/basic: rename, transfer, delete. */
export function OrgBasicSettingsPage() {
  const { t } = useTranslation('org-settings');
  const orgSlug = useParams().orgSlug ?? '';
  const organization = useOrganization(orgSlug);

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
