import { useTranslation } from 'react-i18next';
import type { Device } from '@iot/api-client/model';
import { ResponsiveList } from '@iot/ui/responsive-list';
import { Spinner } from '@iot/ui/spinner';
import { deviceLabel } from '../utils/device-scope';
import { usePermissions } from '@/features/organizations/api/permissions';
import { useDeviceColumns } from './device-columns';
import { DEVICE_ACTION_AREAS, type DeviceAction } from '../utils/device-actions';
import { deviceRowActions } from './device-row-actions';

/**
 * One page of devices (columns: device-columns.tsx) with each device's actions in a menu: a table from the small
 * breakpoint up, a card per device below it.
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
  const columns = useDeviceColumns({ showProject, deviceHref });

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
