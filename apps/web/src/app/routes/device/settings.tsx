import { useParams } from 'react-router';
import { DeviceSettings } from '@/features/devices/components/device-detail/device-settings';
import { prefetch } from '@/lib/prefetch';
import { projectsQuery } from '@/features/projects/api/projects';

/** The projects a device can move to (the device itself comes with the device layout). */
export const loader = prefetch(({ orgSlug }) => [projectsQuery(orgSlug)]);

/** Device settings tab: basic settings, reboot, move, transfer, delete. */
export function Component() {
  const { orgSlug = '', projectId = '', deviceId } = useParams();
  return <DeviceSettings orgSlug={orgSlug} projectId={projectId} deviceId={Number(deviceId)} />;
}
