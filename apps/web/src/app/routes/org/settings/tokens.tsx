import { useTranslation } from 'react-i18next';
import { useListAccessTokens } from '@iot/api-client/hooks/tokens';
import { PageHeader } from '../../../../components/layouts/page-header';
import { QueryState } from '../../../../components/errors/query-state';

/** /org/{orgSlug}/settings/tokens (issue 6 builds the full page). */
export function Component() {
  const { t } = useTranslation('tokens');
  const tokens = useListAccessTokens();
  return (
    <>
      <PageHeader level={2} title={t('title')} />
      <QueryState
        isPending={tokens.isPending}
        error={tokens.error}
        onRetry={() => void tokens.refetch()}
        errorText={t('fetch_error')}
      >
        <ul className="divide-y rounded-md border">
          {tokens.data?.map((token) => (
            <li key={token.id} className="flex justify-between gap-2 p-3 text-sm">
              <span className="font-medium">{token.name}</span>
              <span className="text-muted-foreground">{token.access_config.role_display}</span>
            </li>
          ))}
        </ul>
      </QueryState>
    </>
  );
}
