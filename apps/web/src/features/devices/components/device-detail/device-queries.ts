import { useQueryClient } from '@tanstack/react-query';
import {
  getGetDeviceQueryKey,
  getListDevicesQueryKey,
  getListProjectDevicesQueryKey,
} from '@iot/api-client/hooks/devices';
import { getListProjectsQueryKey } from '@iot/api-client/hooks/projects';

/** After a device changed: its own answer, the device lists and the projects' device counts. */
export function useInvalidateDevice(projectId: string, deviceId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: getGetDeviceQueryKey(projectId, deviceId) }),
      client.invalidateQueries({ queryKey: getListProjectDevicesQueryKey(projectId) }),
      client.invalidateQueries({ queryKey: getListDevicesQueryKey() }),
      client.invalidateQueries({ queryKey: getListProjectsQueryKey() }),
    ]);
}
