import { organizationQuery } from '@/features/organizations/api/organizations';
import { prefetch } from '@/lib/prefetch';
import { PageAccess } from '@/features/organizations/components/page-access';
import { OrgBasicSettingsPage } from '@/features/organizations/components/org-basic-settings-page';

export const loader = prefetch(({ orgSlug }) => [organizationQuery(orgSlug)]);

/** /org/{orgSlug}/settings/basic: rename, transfer, delete. */
export function Component() {
  return (
    <PageAccess page="orgSettingsBasic">
      <OrgBasicSettingsPage />
    </PageAccess>
  );
}
