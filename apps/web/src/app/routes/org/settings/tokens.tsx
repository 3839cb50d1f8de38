import { tokensQuery } from '../../../../features/tokens/api/tokens';
import { prefetch } from '../../../../lib/prefetch';
import { TokensPage } from '../../../../features/tokens/components/tokens-page';

export const loader = prefetch(({ orgSlug }) => [tokensQuery(orgSlug)]);

/** /org/{orgSlug}/settings/tokens: list, create (secret shown once), activate, delete (spec §2, §4, §5, §8). */
export const Component = TokensPage;
