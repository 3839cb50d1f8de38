/**
 * Devices: the organization's and a project's device pages, one device with its latest values, and the calls that
 * change devices with what they invalidate (device lists and details, and the projects' device counts).
 */
import { keepPreviousData, useQuery, type Query } from '@tanstack/react-query';
import {
  getGetDeviceLatestValuesQueryOptions,
  getGetDeviceQueryOptions,
  getListDevicesQueryKey,
  getListDevicesQueryOptions,
  getListProjectDevicesQueryOptions,
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
import type { ListDevicesParams, ListProjectDevicesParams } from '@iot/api-client/model';
import {
  inOrg,
  orgOptions,
  useOrgMutation,
  useOrgSlug,
  type ErrorToast,
  type Invalidate,
} from '../../../lib/org-scope';
import { LATEST_REFRESH_MS } from '../components/device-detail/latest-values';

export const orgDevicesQuery = (orgSlug: string, params: ListDevicesParams) =>
  inOrg(orgSlug, getListDevicesQueryOptions(params, orgOptions(orgSlug)));

export const projectDevicesQuery = (
  orgSlug: string,
  projectId: string,
  params?: ListProjectDevicesParams,
  errorToast?: ErrorToast,
) =>
  inOrg(orgSlug, {
    ...getListProjectDevicesQueryOptions(projectId, params, orgOptions(orgSlug, errorToast)),
    enabled: Boolean(projectId),
  });

export const deviceQuery = (orgSlug: string, projectId: string, deviceId: number) =>
  inOrg(orgSlug, getGetDeviceQueryOptions(projectId, deviceId, orgOptions(orgSlug)));

export const latestValuesQuery = (orgSlug: string, projectId: string, deviceId: number) =>
  inOrg(orgSlug, {
    ...getGetDeviceLatestValuesQueryOptions(projectId, deviceId, orgOptions(orgSlug)),
    refetchInterval: LATEST_REFRESH_MS,
    staleTime: 0,
  });

/** A page of the organization's or a project's devices; the previous page stays on screen while the next loads. */
export function useDevicePage(
  scope: { kind: 'org' } | { kind: 'project'; projectId: string },
  params: ListDevicesParams,
) {
  const orgSlug = useOrgSlug();
  const { project_id: _ignored, ...common } = params;
  const org = useQuery({
    ...orgDevicesQuery(orgSlug, params),
    enabled: scope.kind === 'org',
    placeholderData: keepPreviousData,
  });
  const project = useQuery({
    ...projectDevicesQuery(orgSlug, scope.kind === 'project' ? scope.projectId : '', common),
    enabled: scope.kind === 'project',
    placeholderData: keepPreviousData,
  });
  return scope.kind === 'org' ? org : project;
}

export const useProjectDevices = (projectId: string, errorToast?: ErrorToast) =>
  useQuery(projectDevicesQuery(useOrgSlug(), projectId, undefined, errorToast));

/** One device; `follow`: re-read every 10 s (its online badge follows a reboot). */
export const useDevice = (projectId: string, deviceId: number, follow = false) =>
  useQuery({
    ...deviceQuery(useOrgSlug(), projectId, deviceId),
    ...(follow ? { refetchInterval: LATEST_REFRESH_MS } : {}),
  });

export const useLatestValues = (projectId: string, deviceId: number) =>
  useQuery(latestValuesQuery(useOrgSlug(), projectId, deviceId));

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
