import { useQueryClient } from '@tanstack/react-query';
import { getListFactorsQueryKey } from '@iot/api-client/hooks/factors';
import { getGetDeviceLatestValuesQueryKey } from '@iot/api-client/hooks/devices';

/** Reloads a device's factor list (and its latest values) after a change. */
export function useInvalidateFactors(projectId: string, deviceId: number) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: getListFactorsQueryKey(projectId, deviceId) }),
      client.invalidateQueries({ queryKey: getGetDeviceLatestValuesQueryKey(projectId, deviceId) }),
    ]);
}
