import { useParams } from 'react-router';
import { DeviceOverview } from '@/features/devices/components/device-detail/device-overview';
import { isNumericId } from '@/config/paths';
import { prefetch } from '@/lib/prefetch';
import { latestValuesQuery } from '@/features/devices/api/devices';

export const loader = prefetch(({ orgSlug, projectId, deviceId }) =>
  isNumericId(deviceId) ? [latestValuesQuery(orgSlug, projectId, Number(deviceId))] : [],
);

/** Device overview tab. */
export function Component() {
  const { projectId = '', deviceId } = useParams();
  return <DeviceOverview projectId={projectId} deviceId={Number(deviceId)} />;
}
