import { useTranslation } from 'react-i18next';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { User } from '@iot/api-client/model';
import { ResponsiveList, type RowAction } from '@iot/ui/responsive-list';
import { usePermissions } from '@/features/organizations/api/permissions';
import { useUserColumns } from './user-columns';

/**
 * The organization's sub-users (columns: user-columns.tsx) with edit / delete for those the member may manage: a table
 * from the small breakpoint up, a card per user below it.
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
  const columns = useUserColumns();

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
