import { useTranslation } from 'react-i18next';
import type { DownloadTask } from '@iot/api-client/model';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@iot/ui/table';
import { formatTime } from '../../../lib/format-time';
import { TaskActions } from './task-actions';
import { TaskStatusBadge } from './task-status-badge';

/** Spec §2: name, status, created time, error message, device, factors, range and the actions. */
export function TaskTable({ tasks, projectId }: { tasks: DownloadTask[]; projectId: string }) {
  const { t } = useTranslation('data-download');
  return (
    <div className="rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('columns.name')}</TableHead>
            <TableHead>{t('columns.status')}</TableHead>
            <TableHead>{t('columns.created')}</TableHead>
            <TableHead>{t('columns.device')}</TableHead>
            <TableHead>{t('columns.factors')}</TableHead>
            <TableHead>{t('columns.range')}</TableHead>
            <TableHead>{t('columns.error')}</TableHead>
            <TableHead className="text-right">{t('columns.actions')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {tasks.map((task) => (
            <TableRow key={task.id}>
              <TableCell className="max-w-56 font-medium whitespace-normal">{task.name}</TableCell>
              <TableCell>
                <TaskStatusBadge task={task} />
              </TableCell>
              <TableCell className="tabular-nums">{formatTime(task.create_time)}</TableCell>
              <TableCell className="max-w-48 whitespace-normal">
                {task.device.device_name}
              </TableCell>
              <TableCell className="max-w-56 min-w-40 whitespace-normal">
                <ul className="text-xs leading-5">
                  {task.factors.map((f) => (
                    <li key={f.id}>{f.unit ? `${f.name} (${f.unit})` : f.name}</li>
                  ))}
                </ul>
              </TableCell>
              <TableCell className="text-xs leading-5 tabular-nums">
                <span className="block">{formatTime(task.start_time)} –</span>
                <span className="block">{formatTime(task.end_time)}</span>
              </TableCell>
              <TableCell className="text-destructive max-w-48 text-xs whitespace-normal">
                {task.error_msg ?? ''}
              </TableCell>
              <TableCell>
                <TaskActions task={task} projectId={projectId} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
