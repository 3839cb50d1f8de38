import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon, UsersIcon } from 'lucide-react';
import type { User } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { EmptyState } from '@iot/ui/empty-state';
import { PageHeader } from '@/components/layouts/page-header';
import { QueryState } from '@/components/errors/query-state';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { DeleteUserDialog } from './delete-user-dialog';
import { UserFormDialog } from './user-form-dialog';
import { UserFilters, type UserTypeFilter } from './user-filters';
import { UserTable } from './user-table';
import { useUsers } from '../api/users';

/** /org/{orgSlug}/users/all: search, user type, create, edit, delete. */
export function UsersPage() {
  const { t } = useTranslation('users');
  const [search, setSearch] = useState('');
  const [type, setType] = useState<UserTypeFilter>('all');
  const term = useDebouncedValue(search.trim());
  const users = useUsers(
    { ...(term ? { search: term } : {}), ...(type !== 'all' ? { user_type: type } : {}) },
    true,
  );
  const [editing, setEditing] = useState<User | 'new' | null>(null);
  const [deleting, setDeleting] = useState<User | null>(null);
  const filtered = Boolean(term) || type !== 'all';

  return (
    <>
      <PageHeader
        level={2}
        title={t('menu.all')}
        actions={
          <Button onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden="true" />
            {t('actions.create')}
          </Button>
        }
      />
      <UserFilters search={search} onSearch={setSearch} type={type} onType={setType} />
      <QueryState
        isPending={users.isPending}
        error={users.error}
        onRetry={() => void users.refetch()}
        errorText={t('fetchError')}
      >
        {users.data?.length === 0 && !filtered ? (
          <EmptyState
            icon={<UsersIcon />}
            title={t('empty')}
            description={t('emptyDescription')}
            action={
              <Button variant="link" onClick={() => setEditing('new')}>
                {t('actions.create')}
              </Button>
            }
          />
        ) : users.data?.length === 0 ? (
          <p role="status" className="text-muted-foreground py-8 text-center text-sm">
            {t('noMatch')}
          </p>
        ) : (
          <UserTable users={users.data ?? []} onEdit={setEditing} onDelete={setDeleting} />
        )}
      </QueryState>
      {editing ? (
        <UserFormDialog
          key={editing === 'new' ? 'new' : editing.id}
          user={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
