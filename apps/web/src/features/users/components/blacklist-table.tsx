import { useTranslation } from 'react-i18next';
import { UserCheckIcon } from 'lucide-react';
import type { BlacklistEntry } from '@iot/api-client/model';
import { Button } from '@iot/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@iot/ui/table';
import { formatTime } from '../../../lib/format-time';

/** Barred users with the reason and when; each row can be removed from the list. */
export function BlacklistTable({
  entries,
  onRemove,
}: {
  entries: readonly BlacklistEntry[];
  onRemove: (entry: BlacklistEntry) => void;
}) {
  const { t } = useTranslation('users');
  return (
    <div className="rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('blacklist.columns.username')}</TableHead>
            <TableHead>{t('blacklist.columns.nickname')}</TableHead>
            <TableHead>{t('blacklist.columns.reason')}</TableHead>
            <TableHead className="hidden md:table-cell">
              {t('blacklist.columns.createdAt')}
            </TableHead>
            <TableHead className="w-12">
              <span className="sr-only">{t('blacklist.columns.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell className="font-medium">{entry.user.username}</TableCell>
              <TableCell>{entry.user.nickname ?? ''}</TableCell>
              <TableCell className="text-muted-foreground">{entry.reason ?? ''}</TableCell>
              <TableCell className="text-muted-foreground hidden tabular-nums md:table-cell">
                {formatTime(Date.parse(entry.created_at) / 1000)}
              </TableCell>
              <TableCell className="text-right">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t('blacklist.remove', { username: entry.user.username })}
                  onClick={() => onRemove(entry)}
                >
                  <UserCheckIcon aria-hidden="true" />
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
