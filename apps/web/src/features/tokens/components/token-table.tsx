import { useTranslation } from 'react-i18next';
import { Trash2Icon } from 'lucide-react';
import type { AccessToken } from '@iot/api-client/model';
import { ResponsiveList } from '@iot/ui/responsive-list';
import { useTokenColumns } from './token-columns';

/**
 * The tokens (columns: token-columns.tsx), each with delete: a table from the small breakpoint up, a card per token
 * below it.
 */
export function TokenTable({
  tokens,
  onDelete,
}: {
  tokens: readonly AccessToken[];
  onDelete: (token: AccessToken) => void;
}) {
  const { t } = useTranslation(['tokens', 'common']);
  const columns = useTokenColumns();

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
