import { useParams } from 'react-router';
import { DeviceOverview } from '../../../features/devices/components/device-detail/device-overview';

/** Device overview tab (spec §2). */
export function Component() {
  const { projectId = '', deviceId } = useParams();
  return <DeviceOverview projectId={projectId} deviceId={Number(deviceId)} />;
}
