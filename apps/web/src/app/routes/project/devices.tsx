import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useGetProject } from '@iot/api-client/hooks/projects';
import { paths } from '../../../config/paths';
import { DeviceListView } from '../../../features/devices/components/device-list-view';

/** /org/{orgSlug}/{projectId}/devices: the project's devices — bind here, move, transfer, reboot, delete. */
export function Component() {
  const { t } = useTranslation('devices');
  const { orgSlug = '', projectId = '' } = useParams();
  const project = useGetProject(projectId, { query: { enabled: Boolean(projectId) } });
  return (
    <DeviceListView
      key={projectId}
      scope={{ kind: 'project', projectId, projectName: project.data?.name }}
      title={t('project-devices.title')}
      deviceHref={(device) => paths.device.overview.getHref(orgSlug, projectId, device.id)}
    />
  );
}
