import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Device } from '@iot/api-client/model';
import { Badge } from '@iot/ui/badge';
import type { ListColumn } from '@iot/ui/responsive-list';
import { formatTime } from '@/lib/format-time';
import { deviceLabel, deviceProjectId } from '../utils/device-scope';

type DeviceHref = (device: Device, projectId: string) => string;

/** A device's name, a link only when it has a project (a device page lives under its project), and its id. */
function DeviceName({ device, deviceHref }: { device: Device; deviceHref: DeviceHref }) {
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
}

/**
 * The device list's columns: device, (project), status and connect time.
 */
export function useDeviceColumns({
  showProject,
  deviceHref,
}: {
  showProject: boolean;
  deviceHref: DeviceHref;
}): ListColumn<Device>[] {
  const { t } = useTranslation(['devices', 'common']);
  return [
    {
      id: 'device',
      header: t('list.columns.device'),
      card: 'title',
      className: 'max-w-[12rem] sm:max-w-72',
      cell: (device) => <DeviceName device={device} deviceHref={deviceHref} />,
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
}
