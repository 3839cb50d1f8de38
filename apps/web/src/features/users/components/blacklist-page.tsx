import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon, ShieldCheckIcon } from 'lucide-react';
import type { BlacklistEntry } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { EmptyState } from '@iot/ui/empty-state';
import { PageHeader } from '@/components/layouts/page-header';
import { QueryState } from '@/components/errors/query-state';
import { AddBlacklistDialog } from './add-blacklist-dialog';
import { BlacklistTable } from './blacklist-table';
import { RemoveBlacklistDialog } from './remove-blacklist-dialog';
import { useBlacklist } from '../api/users';

/** /org/{orgSlug}/users/blacklist: list, add, remove. */
export function BlacklistPage() {
  const { t } = useTranslation('users');
  const entries = useBlacklist();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BlacklistEntry | null>(null);

  return (
    <>
      <PageHeader
        level={2}
        title={t('blacklist.title')}
        description={t('blacklist.description')}
        actions={
          <Button onClick={() => setAdding(true)}>
            <PlusIcon aria-hidden="true" />
            {t('blacklist.add')}
          </Button>
        }
      />
      <QueryState
        isPending={entries.isPending}
        error={entries.error}
        onRetry={() => void entries.refetch()}
        errorText={t('fetchError')}
      >
        {entries.data?.length === 0 ? (
          <EmptyState
            icon={<ShieldCheckIcon />}
            title={t('blacklist.empty')}
            description={t('blacklist.emptyDescription')}
            action={
              <Button variant="link" onClick={() => setAdding(true)}>
                {t('blacklist.add')}
              </Button>
            }
          />
        ) : (
          <BlacklistTable entries={entries.data ?? []} onRemove={setRemoving} />
        )}
      </QueryState>
      {adding ? <AddBlacklistDialog onClose={() => setAdding(false)} /> : null}
      <RemoveBlacklistDialog entry={removing} onClose={() => setRemoving(null)} />
    </>
  );
}
