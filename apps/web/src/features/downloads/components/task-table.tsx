import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadIcon, Trash2Icon } from 'lucide-react';
import type { DownloadTask } from '@iot/api-client/model';
import { ResponsiveList, type ListColumn, type RowAction } from '@iot/ui/responsive-list';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { isInLanguage } from '@/lib/error-message';
import { formatTime } from '@/lib/format-time';
import { usePermissions } from '@/features/organizations/api/permissions';
import { useTaskActions } from '../hooks/use-task-actions';
import { TaskStatusBadge } from './task-status-badge';

/**
 * docs/product.md#screens-and-routes: name, status (with the error of a failed export), created time, device, factors, range, and download
 * (completed tasks only) and delete. A table from the small breakpoint up, a card per task below it.
 */
export function TaskTable({ tasks, projectId }: { tasks: DownloadTask[]; projectId: string }) {
  const { t } = useTranslation(['downloads', 'common']);
  const actions = useTaskActions(projectId);
  const refused = usePermissions().reason('data');
  const [deleting, setDeleting] = useState<DownloadTask | null>(null);
  const columns: ListColumn<DownloadTask>[] = [
    {
      id: 'name',
      header: t('columns.name'),
      card: 'title',
      className: 'max-w-56 min-w-32 font-medium break-words whitespace-normal',
      cell: (task) => task.name,
    },
    {
      id: 'status',
      header: t('columns.status'),
      card: 'badge',
      className: 'max-w-48 whitespace-normal',
      cardCell: (task) => <TaskStatusBadge task={task} />,
      cell: (task) => (
        <span className="flex flex-col items-start gap-1">
          <TaskStatusBadge task={task} />
          {/* the server's reason, when it is written in the reader's language (ADR 0140) */}
          {task.error_msg && isInLanguage(task.error_msg) ? (
            <span className="text-destructive text-xs break-words">{task.error_msg}</span>
          ) : null}
        </span>
      ),
    },
    {
      id: 'created',
      header: t('columns.created'),
      hideBelow: 'lg',
      className: 'tabular-nums',
      cell: (task) => formatTime(task.create_time),
    },
    {
      id: 'device',
      header: t('columns.device'),
      hideBelow: 'md',
      className: 'max-w-48 break-words whitespace-normal',
      cell: (task) => (
        <>
          <span className="block">{task.device.device_name}</span>
          <span className="text-muted-foreground block font-mono text-xs">
            {task.device.device_id}
          </span>
        </>
      ),
    },
    {
      id: 'factors',
      header: t('columns.factors'),
      hideBelow: 'lg',
      className: 'max-w-56 min-w-40 whitespace-normal',
      cell: (task) => (
        <ul className="text-xs leading-5">
          {task.factors.map((f) => (
            <li key={f.id}>{f.unit ? `${f.name} (${f.unit})` : f.name}</li>
          ))}
        </ul>
      ),
    },
    {
      id: 'range',
      header: t('columns.range'),
      className: 'text-xs leading-5 tabular-nums',
      cell: (task) => (
        <>
          <span className="block">{formatTime(task.start_time)} –</span>
          <span className="block">{formatTime(task.end_time)}</span>
        </>
      ),
    },
    {
      id: 'error',
      header: t('columns.error'),
      table: false,
      cell: (task) =>
        task.error_msg ? <span className="text-destructive">{task.error_msg}</span> : null,
    },
  ];

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
