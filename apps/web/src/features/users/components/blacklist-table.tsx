import { useTranslation } from 'react-i18next';
import { UserCheckIcon } from 'lucide-react';
import type { BlacklistEntry } from '@iot/api-client/model';
import { ResponsiveList, type ListColumn } from '@iot/ui/responsive-list';
import { formatIsoTime } from '@/lib/format-time';

/**
 * Barred users with the reason and when; each can be removed from the list. A table from the small breakpoint up, a
 * card per entry below it.
 */
export function BlacklistTable({
  entries,
  onRemove,
}: {
  entries: readonly BlacklistEntry[];
  onRemove: (entry: BlacklistEntry) => void;
}) {
  const { t } = useTranslation(['users', 'common']);
  const columns: ListColumn<BlacklistEntry>[] = [
    {
      id: 'username',
      header: t('blacklist.columns.username'),
      card: 'title',
      className: 'font-medium',
      cell: (entry) => entry.user.username,
    },
    {
      id: 'nickname',
      header: t('blacklist.columns.nickname'),
      card: 'subtitle',
      cell: (entry) => entry.user.nickname,
    },
    {
      id: 'reason',
      header: t('blacklist.columns.reason'),
      className: 'text-muted-foreground whitespace-normal',
      cell: (entry) => entry.reason,
    },
    {
      id: 'createdAt',
      header: t('blacklist.columns.createdAt'),
      hideBelow: 'md',
      className: 'text-muted-foreground tabular-nums',
      cell: (entry) => formatIsoTime(entry.created_at),
    },
  ];

  return (
    <ResponsiveList
      rows={entries}
      columns={columns}
      getRowKey={(entry) => entry.id}
      label={t('blacklist.title')}
      actionsHeader={t('blacklist.columns.actions')}
      actionsLabel={(entry) => t('common:actions.for', { name: entry.user.username })}
      actions={(entry) => [
        {
          id: 'remove',
          label: t('blacklist.removeSubmit'),
          accessibleName: t('blacklist.remove', { username: entry.user.username }),
          icon: <UserCheckIcon aria-hidden="true" />,
          onSelect: () => onRemove(entry),
        },
      ]}
    />
  );
}
