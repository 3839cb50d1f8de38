import { useTranslation } from 'react-i18next';
import { useListUsers } from '@iot/api-client/hooks/users';
import { PageHeader } from '../../../../components/layouts/page-header';
import { QueryState } from '../../../../components/errors/query-state';

/** /org/{orgSlug}/users/all (issue 6 builds the full page). */
export function Component() {
  const { t } = useTranslation('users');
  const users = useListUsers();
  return (
    <>
      <PageHeader level={2} title={t('menu.all')} />
      <QueryState
        isPending={users.isPending}
        error={users.error}
        onRetry={() => void users.refetch()}
        errorText={t('fetchError')}
      >
        <ul className="divide-y rounded-md border">
          {users.data?.map((user) => (
            <li key={user.id} className="flex justify-between gap-2 p-3 text-sm">
              <span className="font-medium">{user.username}</span>
              <span className="text-muted-foreground">{user.nickname}</span>
            </li>
          ))}
        </ul>
      </QueryState>
    </>
  );
}
