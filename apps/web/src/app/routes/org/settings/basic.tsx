import { organizationQuery } from '../../../../features/organizations/api/organizations';
import { prefetch } from '../../../../lib/prefetch';
import { OrgBasicSettingsPage } from '../../../../features/organizations/components/org-basic-settings-page';

export const loader = prefetch(({ orgSlug }) => [organizationQuery(orgSlug)]);

/** /org/{orgSlug}/settings/basic: rename, transfer, delete (spec §2, §5, §8 org-settings basic). */
export const Component = OrgBasicSettingsPage;
