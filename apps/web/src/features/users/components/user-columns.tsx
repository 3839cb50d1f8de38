import { useTranslation } from 'react-i18next';
import type { User } from '@iot/api-client/model';
import { Badge } from '@iot/ui/badge';
import type { ListColumn } from '@iot/ui/responsive-list';
import { formatIsoTime } from '@/lib/format-time';
import { PERMISSION_FLAGS } from '../utils/user-rules';

/** The permission flags a user holds, a badge each. */
function PermissionBadges({ user }: { user: User }) {
  const { t } = useTranslation('users');
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
}

/** The sub-users' columns: username, nickname, cellphone, type, role, permission flags and activation time. */
export function useUserColumns(): ListColumn<User>[] {
  const { t } = useTranslation('users');
  return [
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
      cell: (user) => <PermissionBadges user={user} />,
    },
    {
      id: 'activated',
      header: t('columns.activated'),
      hideBelow: 'lg',
      className: 'text-muted-foreground tabular-nums',
      cell: (user) => (user.activate_time ? formatIsoTime(user.activate_time) : t('notActivated')),
    },
  ];
}
