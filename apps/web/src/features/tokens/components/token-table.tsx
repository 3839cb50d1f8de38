import { useTranslation } from 'react-i18next';
import { Trash2Icon } from 'lucide-react';
import type { AccessToken } from '@iot/api-client/model';
import { Badge } from '@iot/ui/badge';
import { Button } from '@iot/ui/button';
import { CopyButton } from '@iot/ui/copy-button';
import { toast } from '@iot/ui/sonner';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@iot/ui/table';
import { formatTime } from '../../../lib/format-time';
import { isExpired } from '../utils/token-rules';
import { TokenActiveSwitch } from './token-active-switch';

const isoTime = (iso: string) => formatTime(Date.parse(iso) / 1000);

/** The tokens: name, masked token with copy, role, projects, expiry, last use, active switch, delete. */
export function TokenTable({
  tokens,
  onDelete,
}: {
  tokens: readonly AccessToken[];
  onDelete: (token: AccessToken) => void;
}) {
  const { t } = useTranslation(['tokens', 'common']);
  return (
    <div className="rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('columns.name')}</TableHead>
            <TableHead>{t('columns.token')}</TableHead>
            <TableHead>{t('columns.role')}</TableHead>
            <TableHead className="hidden lg:table-cell">{t('columns.projects')}</TableHead>
            <TableHead>{t('columns.expires')}</TableHead>
            <TableHead className="hidden lg:table-cell">{t('columns.lastUsed')}</TableHead>
            <TableHead>{t('columns.active')}</TableHead>
            <TableHead className="w-12">
              <span className="sr-only">{t('columns.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {tokens.map((token) => (
            <TableRow key={token.id}>
              <TableCell className="max-w-48 truncate font-medium">{token.name}</TableCell>
              <TableCell>
                <span className="flex items-center gap-1 font-mono text-xs">
                  {token.token}
                  <CopyButton
                    value={token.token}
                    label={t('copy', { name: token.name })}
                    copiedLabel={t('copied')}
                    onCopied={() => toast.success(t('common:copySuccess'))}
                    onCopyError={() => toast.error(t('common:copyFailed'))}
                  />
                </span>
              </TableCell>
              <TableCell>
                <Badge variant={token.access_config.role === 'operator' ? 'default' : 'secondary'}>
                  {t(`roles.${token.access_config.role}`)}
                </Badge>
              </TableCell>
              <TableCell className="text-muted-foreground hidden lg:table-cell">
                {token.access_config.all_projects
                  ? t('allProjects')
                  : token.access_config.projects.join(', ')}
              </TableCell>
              <TableCell className="tabular-nums">
                {token.expires_at ? (
                  <span className="flex items-center gap-2">
                    {isoTime(token.expires_at)}
                    {isExpired(token.expires_at) ? (
                      <Badge variant="destructive">{t('expired')}</Badge>
                    ) : null}
                  </span>
                ) : (
                  t('never')
                )}
              </TableCell>
              <TableCell className="text-muted-foreground hidden tabular-nums lg:table-cell">
                {token.last_used_at ? isoTime(token.last_used_at) : t('neverUsed')}
              </TableCell>
              <TableCell>
                <TokenActiveSwitch token={token} />
              </TableCell>
              <TableCell className="text-right">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label={t('delete.open', { name: token.name })}
                  onClick={() => onDelete(token)}
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
