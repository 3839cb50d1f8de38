import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@/config/paths';
import { DeviceListView } from '@/features/devices/components/device-list-view';
import { prefetch } from '@/lib/prefetch';
import { orgDevicesQuery } from '@/features/devices/api/devices';
import { DEVICE_PAGE_SIZE } from '@/features/devices/hooks/use-device-list';
import { projectsQuery } from '@/features/projects/api/projects';
import { PageAccess } from '@/features/organizations/components/page-access';

export const loader = prefetch(({ orgSlug }) => [
  orgDevicesQuery(orgSlug, { page: 1, page_size: DEVICE_PAGE_SIZE }),
  projectsQuery(orgSlug),
]);

/** /org/{orgSlug}/devices/: every device of the organization, searched and paged by the server. */
export function Component() {
  const { t } = useTranslation('devices');
  const orgSlug = useParams().orgSlug ?? '';
  return (
    <PageAccess page="orgDevices">
      <DeviceListView
        scope={{ kind: 'org' }}
        title={t('org-devices.title')}
        deviceHref={(device, projectId) =>
          paths.device.overview.getHref(orgSlug, projectId, device.id)
        }
      />
    </PageAccess>
  );
}
