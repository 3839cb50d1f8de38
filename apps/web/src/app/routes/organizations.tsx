import { organizationsQuery } from '@/features/organizations/api/organizations';
import { OrganizationsPage } from '@/features/organizations/components/organizations-page';
import { prefetch } from '@/lib/prefetch';

export const loader = prefetch(() => [organizationsQuery()]);

/**
 * /organizations: where deleting an organization lands. The spec has no screen for it; it lists the signed-in
 * user's organizations with their role and offers to create one (docs/decisions/0126-organizations-page.md).
 */
export const Component = OrganizationsPage;
