/** The calls that change devices, with what they invalidate: device lists and details, and the projects' device counts. */
import type { Query } from '@tanstack/react-query';
import {
  getListDevicesQueryKey,
  useBindDevice as useBindDeviceCall,
  useDeleteDevice,
  useDeleteOrgDevice,
  useRebootDevice,
  useSetDeviceProject,
  useSetOrgDeviceProject,
  useTransferDeviceToOrg,
  useTransferOrgDevice,
  useUpdateDevice as useUpdateDeviceCall,
} from '@iot/api-client/hooks/devices';
import { getListProjectsQueryKey } from '@iot/api-client/hooks/projects';
import { useOrgMutation, type Invalidate } from '@/lib/org-scope';

const PROJECT_DEVICES = /^\/api\/v2\/projects\/[^/]+\/devices\//;

/** Any list or detail of devices (organization, project, one device) and the project list with its counts. */
function touchesDevices(orgSlug: string) {
  return (query: Query) => {
    const [scope, slug, path] = query.queryKey;
    if (scope !== 'org' || slug !== orgSlug || typeof path !== 'string') return false;
    return (
      path === getListDevicesQueryKey()[0] ||
      path.startsWith('/api/v2/devices/') ||
      PROJECT_DEVICES.test(path) ||
      path === getListProjectsQueryKey()[0]
    );
  };
}

/** After a bind, change, move, transfer, reboot or delete: reload what shows devices or device counts. */
const invalidateDevices: Invalidate = (client, orgSlug) =>
  client.invalidateQueries({ predicate: touchesDevices(orgSlug) });

/** The calls that change a device, each reloading what shows devices once it succeeded. */
export function useDeviceCalls() {
  const options = useOrgMutation(invalidateDevices);
  return {
    orgMove: useSetOrgDeviceProject(options),
    projectMove: useSetDeviceProject(options),
    orgTransfer: useTransferOrgDevice(options),
    projectTransfer: useTransferDeviceToOrg(options),
    orgDelete: useDeleteOrgDevice(options),
    projectDelete: useDeleteDevice(options),
    reboot: useRebootDevice(options),
  };
}

export const useBindDevice = () => useBindDeviceCall(useOrgMutation(invalidateDevices));
export const useUpdateDevice = () => useUpdateDeviceCall(useOrgMutation(invalidateDevices));
