import { useParams } from 'react-router';
import { DeviceSettings } from '../../../features/devices/components/device-detail/device-settings';

/** Device settings tab: basic settings, reboot, move, transfer, delete (spec §2). */
export function Component() {
  const { orgSlug = '', projectId = '', deviceId } = useParams();
  return <DeviceSettings orgSlug={orgSlug} projectId={projectId} deviceId={Number(deviceId)} />;
}
