import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KeyRoundIcon, PlusIcon } from 'lucide-react';
import type { AccessToken } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { EmptyState } from '@iot/ui/empty-state';
import { PageHeader } from '@/components/layouts/page-header';
import { QueryState } from '@/components/errors/query-state';
import { CreateTokenDialog } from './create-token-dialog';
import { DeleteTokenDialog } from './delete-token-dialog';
import { TokenSecretDialog } from './token-secret-dialog';
import { TokenTable } from './token-table';
import { useTokens } from '../api/tokens';

/** /org/{orgSlug}/settings/tokens: list, create (secret shown once), activate, delete. */
export function TokensPage() {
  const { t } = useTranslation('tokens');
  const tokens = useTokens();
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<AccessToken | null>(null);
  const [deleting, setDeleting] = useState<AccessToken | null>(null);

  return (
    <>
      <PageHeader
        level={2}
        title={t('title')}
        description={t('description')}
        actions={
          <Button onClick={() => setCreating(true)}>
            <PlusIcon aria-hidden="true" />
            {t('create.open')}
          </Button>
        }
      />
      <QueryState
        isPending={tokens.isPending}
        error={tokens.error}
        onRetry={() => void tokens.refetch()}
        errorText={t('fetch_error')}
      >
        {tokens.data?.length === 0 ? (
          <EmptyState
            icon={<KeyRoundIcon />}
            title={t('empty')}
            description={t('emptyDescription')}
            action={
              <Button variant="link" onClick={() => setCreating(true)}>
                {t('create.open')}
              </Button>
            }
          />
        ) : (
          <TokenTable tokens={tokens.data ?? []} onDelete={setDeleting} />
        )}
      </QueryState>
      <CreateTokenDialog open={creating} onOpenChange={setCreating} onCreated={setCreated} />
      <TokenSecretDialog token={created} onClose={() => setCreated(null)} />
      <DeleteTokenDialog token={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
