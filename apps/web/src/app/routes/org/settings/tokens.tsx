import { tokensQuery } from '@/features/tokens/api/tokens';
import { prefetch } from '@/lib/prefetch';
import { PageAccess } from '@/features/organizations/components/page-access';
import { TokensPage } from '@/features/tokens/components/tokens-page';

export const loader = prefetch(({ orgSlug }) => [tokensQuery(orgSlug)]);

/** /org/{orgSlug}/settings/tokens: list, create (secret shown once), activate, delete. */
export function Component() {
  return (
    <PageAccess page="orgSettingsTokens">
      <TokensPage />
    </PageAccess>
  );
}
