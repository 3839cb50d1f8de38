import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Device } from '@iot/api-client/model';
import { Badge } from '@iot/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@iot/ui/table';
import { formatTime } from '../../../lib/format-time';
import { deviceLabel, deviceProjectId } from '../utils/device-scope';
import { DeviceActionsMenu, type DeviceAction } from './device-actions-menu';

/**
 * One page of devices. A device's name links to its page only when it has a project (spec §2); the online/offline
 * badges keep the Chinese texts the spec fixes (§1).
 */
export function DeviceTable({
  devices,
  showProject,
  deviceHref,
  canReboot,
  rebootingId,
  onAction,
}: {
  devices: readonly Device[];
  showProject: boolean;
  deviceHref: (device: Device, projectId: string) => string;
  canReboot: (device: Device) => boolean;
  rebootingId?: number;
  onAction: (action: DeviceAction, device: Device) => void;
}) {
  const { t } = useTranslation(['devices', 'common']);
  return (
    <div className="rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{t('list.columns.device')}</TableHead>
            {showProject ? (
              <TableHead className="hidden sm:table-cell">{t('list.columns.project')}</TableHead>
            ) : null}
            <TableHead>{t('list.columns.status')}</TableHead>
            <TableHead className="hidden md:table-cell">{t('list.columns.connectTime')}</TableHead>
            <TableHead className="w-12">
              <span className="sr-only">{t('list.columns.actions')}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {devices.map((device) => {
            const projectId = deviceProjectId(device);
            const name = deviceLabel(device);
            return (
              <TableRow key={device.id}>
                <TableCell className="max-w-[12rem] sm:max-w-72">
                  <div className="flex flex-col">
                    {projectId ? (
                      <Link
                        to={deviceHref(device, projectId)}
                        className="hover:text-primary truncate font-medium underline-offset-4 hover:underline"
                      >
                        {name}
                      </Link>
                    ) : (
                      <span className="truncate font-medium">{name}</span>
                    )}
                    <span className="text-muted-foreground truncate font-mono text-xs">
                      {device.device_id}
                    </span>
                  </div>
                </TableCell>
                {showProject ? (
                  <TableCell className="text-muted-foreground hidden max-w-48 truncate sm:table-cell">
                    {device.project?.name ?? t('list.noProject')}
                  </TableCell>
                ) : null}
                <TableCell>
                  <Badge variant={device.is_online ? 'online' : 'offline'}>
                    {device.is_online ? t('common:status.online') : t('common:status.offline')}
                  </Badge>
                </TableCell>
                <TableCell className="text-muted-foreground hidden tabular-nums md:table-cell">
                  {device.is_online ? formatTime(device.connect_time) : ''}
                </TableCell>
                <TableCell className="text-right">
                  <DeviceActionsMenu
                    name={name}
                    canReboot={canReboot(device)}
                    rebooting={rebootingId === device.id}
                    onAction={(action) => onAction(action, device)}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
