import { useTranslation } from 'react-i18next';
import { PencilIcon, Trash2Icon } from 'lucide-react';
import type { User } from '@iot/api-client/model';
import { Badge } from '@iot/ui/badge';
import { Button } from '@iot/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@iot/ui/table';
import { formatTime } from '../../../lib/format-time';
import { PERMISSION_FLAGS } from '../utils/user-rules';

/** The organization's sub-users with their type, role, permission flags, and edit / delete buttons. */
export function UserTable({
  users,
  onEdit,
  onDelete,
}: {
  users: readonly User[];
  onEdit: (user: User) => void;
  onDelete: (user: User) => void;
}) {
  const { t } = useTranslation('users');
  return (
    <div className="rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('columns.username')}</TableHead>
            <TableHead>{t('columns.nickname')}</TableHead>
            <TableHead className="hidden md:table-cell">{t('columns.cellphone')}</TableHead>
            <TableHead>{t('columns.type')}</TableHead>
            <TableHead>{t('columns.role')}</TableHead>
            <TableHead className="hidden xl:table-cell">{t('columns.permissions')}</TableHead>
            <TableHead className="hidden lg:table-cell">{t('columns.activated')}</TableHead>
            <TableHead className="w-24">
              <span className="sr-only">{t('columns.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user) => (
            <TableRow key={user.id}>
              <TableCell className="font-medium">{user.username}</TableCell>
              <TableCell>{user.nickname ?? ''}</TableCell>
              <TableCell className="hidden tabular-nums md:table-cell">
                {user.cellphone ?? ''}
              </TableCell>
              <TableCell>
                <Badge variant="outline">{t(`types.${user.user_type}`)}</Badge>
              </TableCell>
              <TableCell>
                <Badge variant={user.role === 'owner' ? 'default' : 'secondary'}>
                  {t(`roles.${user.role}`)}
                </Badge>
              </TableCell>
              <TableCell className="hidden xl:table-cell">
                <span className="flex flex-wrap gap-1">
                  {PERMISSION_FLAGS.filter((flag) => user[flag]).map((flag) => (
                    <Badge key={flag} variant="secondary">
                      {t(`permissions.${flag}`)}
                    </Badge>
                  ))}
                </span>
              </TableCell>
              <TableCell className="text-muted-foreground hidden tabular-nums lg:table-cell">
                {user.activate_time
                  ? formatTime(Date.parse(user.activate_time) / 1000)
                  : t('notActivated')}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t('actions.edit', { username: user.username })}
                  onClick={() => onEdit(user)}
                >
                  <PencilIcon aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t('actions.delete', { username: user.username })}
                  onClick={() => onDelete(user)}
                >
                  <Trash2Icon aria-hidden="true" className="text-destructive" />
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
