import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, Trash2Icon } from 'lucide-react';
import type { DownloadTask } from '@iot/api-client/model';
import { ResponsiveList, type RowAction } from '@iot/ui/responsive-list';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { usePermissions } from '@/features/organizations/api/permissions';
import { useTaskActions } from '../hooks/use-task-actions';
import { useTaskColumns } from './task-columns';

/**
 * The project's exports (columns: task-columns.tsx) with download (completed tasks only) and delete: a table from the
 * small breakpoint up, a card per task below it.
 */
export function TaskTable({ tasks, projectId }: { tasks: DownloadTask[]; projectId: string }) {
  const { t } = useTranslation(['downloads', 'common']);
  const actions = useTaskActions(projectId);
  const refused = usePermissions().reason('data');
  const [deleting, setDeleting] = useState<DownloadTask | null>(null);
  const columns = useTaskColumns();

  const rowActions = (task: DownloadTask): RowAction[] => [
    ...(task.status === 'completed'
      ? [
          {
            id: 'download',
            label: t('actions.download'),
            icon: <DownloadIcon aria-hidden="true" />,
            prominent: true,
            onSelect: () => void actions.download(task),
          },
        ]
      : []),
    {
      id: 'delete',
      label: t('actions.delete'),
      accessibleName: t('actions.deleteTask', { name: task.name }),
      icon: <Trash2Icon aria-hidden="true" />,
      destructive: true,
      disabled: actions.removing,
      disabledReason: refused,
      onSelect: () => setDeleting(task),
    },
  ];

  return (
    <>
      <ResponsiveList
        rows={tasks}
        columns={columns}
        getRowKey={(task) => task.id}
        label={t('title')}
        actionsHeader={t('columns.actions')}
        actionsLabel={(task) => t('common:actions.for', { name: task.name })}
        actions={rowActions}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('deleteTitle')}
        description={t('deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('actions.delete')}
        pending={actions.removing}
        onConfirm={() => {
          if (!deleting) return;
          void actions.remove(deleting).then((ok) => (ok ? setDeleting(null) : undefined));
        }}
      />
    </>
  );
}
