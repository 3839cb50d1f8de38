import { useTranslation } from 'react-i18next';
import type { DownloadTask } from '@iot/api-client/model';
import type { ListColumn } from '@iot/ui/responsive-list';
import { isInLanguage } from '@/lib/error-message';
import { formatTime } from '@/lib/format-time';
import { TaskStatusBadge } from './task-status-badge';

function TaskStatus({ task }: { task: DownloadTask }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <TaskStatusBadge task={task} />
      {/* the server's reason, when it is written in the reader's language (ADR 0140) */}
      {task.error_msg && isInLanguage(task.error_msg) ? (
        <span className="text-destructive text-xs break-words">{task.error_msg}</span>
      ) : null}
    </span>
  );
}

function TaskDevice({ task }: { task: DownloadTask }) {
  return (
    <>
      <span className="block">{task.device.device_name}</span>
      <span className="text-muted-foreground block font-mono text-xs">{task.device.device_id}</span>
    </>
  );
}

function TaskFactors({ task }: { task: DownloadTask }) {
  return (
    <ul className="text-xs leading-5">
      {task.factors.map((f) => (
        <li key={f.id}>{f.unit ? `${f.name} (${f.unit})` : f.name}</li>
      ))}
    </ul>
  );
}

function TaskRange({ task }: { task: DownloadTask }) {
  return (
    <>
      <span className="block">{formatTime(task.start_time)} –</span>
      <span className="block">{formatTime(task.end_time)}</span>
    </>
  );
}

/**
 * Name, status (with the error of a failed export), created time, device, factors
 * and range; a card shows the error as a detail of its own.
 */
export function useTaskColumns(): ListColumn<DownloadTask>[] {
  const { t } = useTranslation('downloads');
  return [
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
      cell: (task) => <TaskStatus task={task} />,
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
      cell: (task) => <TaskDevice task={task} />,
    },
    {
      id: 'factors',
      header: t('columns.factors'),
      hideBelow: 'lg',
      className: 'max-w-56 min-w-40 whitespace-normal',
      cell: (task) => <TaskFactors task={task} />,
    },
    {
      id: 'range',
      header: t('columns.range'),
      className: 'text-xs leading-5 tabular-nums',
      cell: (task) => <TaskRange task={task} />,
    },
    {
      id: 'error',
      header: t('columns.error'),
      table: false,
      cell: (task) =>
        task.error_msg ? <span className="text-destructive">{task.error_msg}</span> : null,
    },
  ];
}
