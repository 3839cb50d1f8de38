import { useTranslation } from 'react-i18next';
import type { AccessToken } from '@iot/api-client/model';
import { Badge } from '@iot/ui/badge';
import type { ListColumn } from '@iot/ui/responsive-list';
import { formatIsoTime } from '@/lib/format-time';
import { isExpired } from '../utils/token-rules';
import { TokenActiveSwitch } from './token-active-switch';

/** When a token expires, marked once it has; "never" without an expiry. */
function TokenExpiry({ expiresAt }: { expiresAt: AccessToken['expires_at'] }) {
  const { t } = useTranslation('tokens');
  if (!expiresAt) return t('never');
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      {formatIsoTime(expiresAt)}
      {isExpired(expiresAt) ? <Badge variant="destructive">{t('expired')}</Badge> : null}
    </span>
  );
}

/** The tokens' columns: name, masked token, role, projects, expiry, last use and the active switch. */
export function useTokenColumns(): ListColumn<AccessToken>[] {
  const { t } = useTranslation('tokens');
  return [
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
      cell: (token) => <TokenExpiry expiresAt={token.expires_at} />,
    },
    {
      id: 'lastUsed',
      header: t('columns.lastUsed'),
      hideBelow: 'lg',
      className: 'text-muted-foreground tabular-nums',
      cell: (token) => (token.last_used_at ? formatIsoTime(token.last_used_at) : t('neverUsed')),
    },
    {
      id: 'active',
      header: t('columns.active'),
      cell: (token) => <TokenActiveSwitch token={token} />,
    },
  ];
}
