import { useTranslation } from 'react-i18next';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { User } from '@iot/api-client/model';
import { Badge } from '@iot/ui/badge';
import { ResponsiveList, type ListColumn, type RowAction } from '@iot/ui/responsive-list';
import { formatTime } from '@/lib/format-time';
import { usePermissions } from '@/features/organizations/api/permissions';
import { PERMISSION_FLAGS } from '../utils/user-rules';

/**
 * The organization's sub-users with their type, role, permission flags, and edit / delete: a table from the small
 * breakpoint up, a card per user below it.
 */
export function UserTable({
  users,
  onEdit,
  onDelete,
}: {
  users: readonly User[];
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}) {
  const { t } = useTranslation(['users', 'common']);
  const { mayManage } = usePermissions();
  const columns: ListColumn<User>[] = [
    {
      id: 'username',
      header: t('columns.username'),
      card: 'title',
      className: 'font-medium',
      cell: (user) => user.username,
    },
    { id: 'nickname', header: t('columns.nickname'), card: 'subtitle', cell: (u) => u.nickname },
    {
      id: 'cellphone',
      header: t('columns.cellphone'),
      hideBelow: 'md',
      className: 'tabular-nums',
      cell: (user) => user.cellphone,
    },
    {
      id: 'type',
      header: t('columns.type'),
      cell: (user) => <Badge variant="outline">{t(`types.${user.user_type}`)}</Badge>,
    },
    {
      id: 'role',
      header: t('columns.role'),
      card: 'badge',
      cell: (user) => (
        <Badge variant={user.role === 'owner' ? 'default' : 'secondary'}>
          {t(`roles.${user.role}`)}
        </Badge>
      ),
    },
    {
      id: 'permissions',
      header: t('columns.permissions'),
      hideBelow: 'xl',
      cell: (user) => {
        const flags = PERMISSION_FLAGS.filter((flag) => user[flag]);
        return flags.length ? (
          <span className="flex flex-wrap gap-1">
            {flags.map((flag) => (
              <Badge key={flag} variant="secondary">
                {t(`permissions.${flag}`)}
              </Badge>
            ))}
          </span>
        ) : null;
      },
    },
    {
      id: 'activated',
      header: t('columns.activated'),
      hideBelow: 'lg',
      className: 'text-muted-foreground tabular-nums',
      cell: (user) =>
        user.activate_time ? formatTime(Date.parse(user.activate_time) / 1000) : t('notActivated'),
    },
  ];

  const manageActions = (user: User): RowAction[] => [
    {
      id: 'edit',
      label: t('actions.editItem'),
      accessibleName: t('actions.edit', { username: user.username }),
      icon: <PencilIcon aria-hidden="true" />,
      onSelect: () => onEdit(user),
    },
    {
      id: 'delete',
      label: t('delete.submit'),
      accessibleName: t('actions.delete', { username: user.username }),
      icon: <Trash2Icon aria-hidden="true" />,
      destructive: true,
      onSelect: () => onDelete(user),
    },
  ];

  return (
    <ResponsiveList
      rows={users}
      columns={columns}
      getRowKey={(user) => user.id}
      label={t('menu.all')}
      actionsHeader={t('columns.actions')}
      actionsLabel={(user) => t('common:actions.for', { name: user.username })}
      // the owner, oneself and members of one's rank or above are changed by nobody here (docs/decisions/0098)
      actions={(user) => (mayManage(user) ? manageActions(user) : [])}
    />
  );
}
