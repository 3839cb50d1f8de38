import { useTranslation } from 'react-i18next';
import { useListBlacklist } from '@iot/api-client/hooks/users';
import { PageHeader } from '../../../../components/layouts/page-header';
import { QueryState } from '../../../../components/errors/query-state';

/** /org/{orgSlug}/users/blacklist (issue 6 builds the full page). */
export function Component() {
  const { t } = useTranslation('users');
  const entries = useListBlacklist();
  return (
    <>
      <PageHeader level={2} title={t('menu.blacklist')} />
      <QueryState
        isPending={entries.isPending}
        error={entries.error}
        onRetry={() => void entries.refetch()}
        errorText={t('fetchError')}
      >
        <ul className="divide-y rounded-md border">
          {entries.data?.map((entry) => (
            <li key={entry.id} className="flex justify-between gap-2 p-3 text-sm">
              <span className="font-medium">{entry.user.username}</span>
              <span className="text-muted-foreground">{entry.reason}</span>
            </li>
          ))}
        </ul>
      </QueryState>
    </>
  );
}
