import { useTranslation } from 'react-i18next';
import type { DownloadTask } from '@iot/api-client/model';
import { Badge, type BadgeProps } from '@iot/ui/badge';

const VARIANT: Record<DownloadTask['status'], BadgeProps['variant']> = {
  pending: 'secondary',
  exporting: 'warning',
  completed: 'success',
  failed: 'destructive',
};

/** Pending, exporting (with its progress), completed, failed. */
export function TaskStatusBadge({ task }: { task: DownloadTask }) {
  const { t } = useTranslation('downloads');
  return (
    <Badge variant={VARIANT[task.status]}>
      {t(`status.${task.status}`)}
      {task.status === 'exporting' ? ` ${task.progress}%` : ''}
    </Badge>
  );
}
