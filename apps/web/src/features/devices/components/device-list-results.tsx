import { useTranslation } from 'react-i18next';
import type { Device } from '@iot/api-client/model';
import { PaginationControls } from '@iot/ui/pagination';
import type { DeviceList } from '../hooks/use-device-list';
import type { DeviceScope } from '../utils/device-scope';
import { DeviceListEmpty } from './device-list-empty';
import type { DeviceAction } from '../utils/device-actions';
import { DeviceTable } from './device-table';

/** The page of devices the list found (or why there is none) and the pages to go through them. */
export function DeviceListResults({
  list,
  scope,
  title,
  deviceHref,
  canReboot,
  rebootingId,
  onAdd,
  onAction,
}: {
  list: DeviceList;
  scope: DeviceScope;
  title: string;
  deviceHref: (device: Device, projectId: string) => string;
  canReboot: (device: Device) => boolean;
  rebootingId?: number;
  /** Absent when the member may not add a device. */
  onAdd?: () => void;
  onAction: (action: DeviceAction, device: Device) => void;
}) {
  const { t } = useTranslation('devices');
  const devices = list.query.data?.results ?? [];
  return (
    <>
      {devices.length === 0 ? (
        <DeviceListEmpty scope={scope} filtered={list.filtered} onAdd={onAdd} />
      ) : (
        <DeviceTable
          devices={devices}
          label={title}
          showProject={scope.kind === 'org'}
          deviceHref={deviceHref}
          canReboot={canReboot}
          rebootingId={rebootingId}
          onAction={onAction}
        />
      )}
      {list.count > 0 ? (
        <PaginationControls
          className="mt-4"
          page={list.page}
          totalPages={list.totalPages}
          onPageChange={list.setPage}
          label={t('list.pagination')}
          previousLabel={t('list.previous')}
          nextLabel={t('list.next')}
          summary={t('list.page', { page: list.page, total: list.totalPages })}
        />
      ) : null}
    </>
  );
}
