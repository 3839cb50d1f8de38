import { blacklistQuery } from '@/features/users/api/users';
import { prefetch } from '@/lib/prefetch';
import { BlacklistPage } from '@/features/users/components/blacklist-page';

export const loader = prefetch(({ orgSlug }) => [blacklistQuery(orgSlug)]);

/** /org/{orgSlug}/users/blacklist: list, add, remove. */
export const Component = BlacklistPage;
