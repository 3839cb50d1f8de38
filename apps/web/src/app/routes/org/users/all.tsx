import { usersQuery } from '@/features/users/api/users';
import { prefetch } from '@/lib/prefetch';
import { UsersPage } from '@/features/users/components/users-page';

export const loader = prefetch(({ orgSlug }) => [usersQuery(orgSlug, {})]);

/** /org/{orgSlug}/users/all: search, user type, create, edit, delete. */
export const Component = UsersPage;
