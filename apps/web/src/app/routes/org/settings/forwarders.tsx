import { mongodbForwarderQuery, postForwarderQuery } from '@/features/forwarders/api/forwarders';
import { prefetch } from '@/lib/prefetch';
import { PageAccess } from '@/features/organizations/components/page-access';
import { ForwardersPage } from '@/features/forwarders/components/forwarders-page';

export const loader = prefetch(({ orgSlug }) => [
  postForwarderQuery(orgSlug),
  mongodbForwarderQuery(orgSlug),
]);

/** /org/{orgSlug}/settings/forwarders: HTTP POST and MongoDB forwarding. */
export function Component() {
  return (
    <PageAccess page="orgSettingsForwarders">
      <ForwardersPage />
    </PageAccess>
  );
}
