import type { Query, QueryClient } from '@tanstack/react-query';
import { getListDevicesQueryKey } from '@iot/api-client/hooks/devices';
import { getListProjectsQueryKey } from '@iot/api-client/hooks/projects';

const PROJECT_DEVICES = /^\/api\/v2\/projects\/[^/]+\/devices\//;

/** Any list or detail of devices (organization, project, one device) and the project list with its counts. */
function touchesDevices(query: Query): boolean {
  const [key] = query.queryKey;
  if (typeof key !== 'string') return false;
  return (
    key === getListDevicesQueryKey()[0] ||
    key.startsWith('/api/v2/devices/') ||
    PROJECT_DEVICES.test(key) ||
    key === getListProjectsQueryKey()[0]
  );
}

/** After a bind, move, transfer, reboot or delete: reload what shows devices or device counts. */
export function invalidateDevices(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ predicate: touchesDevices });
}
