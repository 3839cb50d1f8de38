import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Device } from '@iot/api-client/model';
import { Badge } from '@iot/ui/badge';
import { ResponsiveList, type ListColumn } from '@iot/ui/responsive-list';
import { Spinner } from '@iot/ui/spinner';
import { formatTime } from '@/lib/format-time';
import { deviceLabel, deviceProjectId } from '../utils/device-scope';
import { usePermissions } from '@/features/organizations/api/permissions';
import { DEVICE_ACTION_AREAS, deviceRowActions, type DeviceAction } from './device-row-actions';

/**
 * One page of devices: a table from the small breakpoint up, a card per device below it. A device's name links to its
 * page only when it has a project (docs/product.md#screens-and-routes); the online/offline badges keep their fixed Chinese texts (docs/product.md#overview).
 */
export function DeviceTable({
  devices,
  label,
  showProject,
  deviceHref,
  canReboot,
  rebootingId,
  onAction,
}: {
  devices: readonly Device[];
  /** The list's accessible name (the page's title). */
  label: string;
  showProject: boolean;
  deviceHref: (device: Device, projectId: string) => string;
  canReboot: (device: Device) => boolean;
  rebootingId?: number;
  onAction: (action: DeviceAction, device: Device) => void;
}) {
  const { t } = useTranslation(['devices', 'common']);
  const { reason } = usePermissions();
  const columns: ListColumn<Device>[] = [
    {
      id: 'device',
      header: t('list.columns.device'),
      card: 'title',
      className: 'max-w-[12rem] sm:max-w-72',
      cell: (device) => {
        const projectId = deviceProjectId(device);
        const name = deviceLabel(device);
        return (
          <div className="flex min-w-0 flex-col">
            {projectId ? (
              <Link
                to={deviceHref(device, projectId)}
                title={name}
                className="hover:text-primary font-medium break-words underline-offset-4 hover:underline sm:truncate"
              >
                {name}
              </Link>
            ) : (
              <span title={name} className="font-medium break-words sm:truncate">
                {name}
              </span>
            )}
            <span className="text-muted-foreground truncate font-mono text-xs font-normal">
              {device.device_id}
            </span>
          </div>
        );
      },
    },
    ...(showProject
      ? [
          {
            id: 'project',
            header: t('list.columns.project'),
            className: 'text-muted-foreground max-w-48 truncate',
            cell: (device: Device) => {
              const project = device.project?.name ?? t('list.noProject');
              return <span title={project}>{project}</span>;
            },
          },
        ]
      : []),
    {
      id: 'status',
      header: t('list.columns.status'),
      card: 'badge',
      cell: (device) => (
        <Badge variant={device.is_online ? 'online' : 'offline'}>
          {device.is_online ? t('common:status.online') : t('common:status.offline')}
        </Badge>
      ),
    },
    {
      id: 'connectTime',
      header: t('list.columns.connectTime'),
      hideBelow: 'md',
      className: 'text-muted-foreground tabular-nums',
      cell: (device) => (device.is_online ? formatTime(device.connect_time) : ''),
    },
  ];

  return (
    <ResponsiveList
      rows={devices}
      columns={columns}
      getRowKey={(device) => device.id}
      label={label}
      tableActions="menu"
      actionsHeader={t('list.columns.actions')}
      actionsLabel={(device) => t('list.actionsFor', { name: deviceLabel(device) })}
      actionsBusy={(device) =>
        rebootingId === device.id ? <Spinner label={t('common:loading')} /> : null
      }
      actions={(device) =>
        deviceRowActions(t, {
          canReboot: canReboot(device),
          rebooting: rebootingId === device.id,
          onAction: (action) => onAction(action, device),
          refused: (action) => reason(DEVICE_ACTION_AREAS[action]),
        })
      }
    />
  );
}
