import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { DeviceListView } from '@/features/devices/components/device-list-view';
import { useProject } from '@/features/projects/api/projects';
import { prefetch } from '@/lib/prefetch';
import { projectDevicesQuery } from '@/features/devices/api/devices';
import { DEVICE_PAGE_SIZE } from '@/features/devices/hooks/use-device-list';

export const loader = prefetch(({ orgSlug, projectId }) => [
  projectDevicesQuery(orgSlug, projectId, { page: 1, page_size: DEVICE_PAGE_SIZE }),
]);

/** /org/{orgSlug}/{projectId}/devices: the project's devices — bind here, move, transfer, reboot, delete. */
export function Component() {
  const { t } = useTranslation('devices');
  const { orgSlug = '', projectId = '' } = useParams();
  const project = useProject(projectId);
  return (
    <DeviceListView
      key={projectId}
      scope={{ kind: 'project', projectId, projectName: project.data?.name }}
      title={t('project-devices.title')}
      deviceHref={(device) => paths.device.overview.getHref(orgSlug, projectId, device.id)}
    />
  );
}
