import { useTranslation } from 'react-i18next';
import { Trash2Icon } from 'lucide-react';
import type { AccessToken } from '@iot/api-client/model';
import { Badge } from '@iot/ui/badge';
import { ResponsiveList, type ListColumn } from '@iot/ui/responsive-list';
import { formatTime } from '@/lib/format-time';
import { isExpired } from '../utils/token-rules';
import { TokenActiveSwitch } from './token-active-switch';

const isoTime = (iso: string) => formatTime(Date.parse(iso) / 1000);

/**
 * The tokens: name, masked token with copy, role, projects, expiry, last use, active switch, delete. A table from the
 * small breakpoint up, a card per token below it.
 */
export function TokenTable({
  tokens,
  onDelete,
}: {
  tokens: readonly AccessToken[];
  onDelete: (token: AccessToken) => void;
}) {
  const { t } = useTranslation(['tokens', 'common']);
  const columns: ListColumn<AccessToken>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      card: 'title',
      className: 'max-w-48 truncate font-medium',
      cell: (token) => <span title={token.name}>{token.name}</span>,
    },
    {
      id: 'token',
      header: t('columns.token'),
      // masked (`iot_****81eb`): the full value was shown once, at creation; there is nothing here to copy
      cell: (token) => (
        <span className="font-mono text-xs" title={t('masked')}>
          {token.token}
        </span>
      ),
    },
    {
      id: 'role',
      header: t('columns.role'),
      card: 'badge',
      cell: (token) => (
        <Badge variant={token.access_config.role === 'operator' ? 'default' : 'secondary'}>
          {t(`roles.${token.access_config.role}`)}
        </Badge>
      ),
    },
    {
      id: 'projects',
      header: t('columns.projects'),
      hideBelow: 'lg',
      className: 'text-muted-foreground',
      cell: (token) =>
        token.access_config.all_projects
          ? t('allProjects')
          : token.access_config.projects.join(', '),
    },
    {
      id: 'expires',
      header: t('columns.expires'),
      className: 'tabular-nums',
      cell: (token) =>
        token.expires_at ? (
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            {isoTime(token.expires_at)}
            {isExpired(token.expires_at) ? (
              <Badge variant="destructive">{t('expired')}</Badge>
            ) : null}
          </span>
        ) : (
          t('never')
        ),
    },
    {
      id: 'lastUsed',
      header: t('columns.lastUsed'),
      hideBelow: 'lg',
      className: 'text-muted-foreground tabular-nums',
      cell: (token) => (token.last_used_at ? isoTime(token.last_used_at) : t('neverUsed')),
    },
    {
      id: 'active',
      header: t('columns.active'),
      cell: (token) => <TokenActiveSwitch token={token} />,
    },
  ];

  return (
    <ResponsiveList
      rows={tokens}
      columns={columns}
      getRowKey={(token) => token.id}
      label={t('title')}
      actionsHeader={t('columns.actions')}
      actionsLabel={(token) => t('common:actions.for', { name: token.name })}
      actions={(token) => [
        {
          id: 'delete',
          label: t('delete.submit'),
          accessibleName: t('delete.open', { name: token.name }),
          icon: <Trash2Icon aria-hidden="true" />,
          destructive: true,
          onSelect: () => onDelete(token),
        },
      ]}
    />
  );
}
