/**
 * Devices: the organization's and a project's device pages, one device with its latest values; the calls that change
 * devices are in device-calls.ts (re-exported here).
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  getGetDeviceLatestValuesQueryOptions,
  getGetDeviceQueryOptions,
  getListDevicesQueryOptions,
  getListProjectDevicesQueryOptions,
} from '@iot/api-client/hooks/devices';
import type { ListDevicesParams, ListProjectDevicesParams } from '@iot/api-client/model';
import { inOrg, orgOptions, useOrgSlug, type ErrorToast } from '@/lib/org-scope';
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

/** One device; `follow`: re-read every 10 s (its online badge follows a reboot). */
export const useDevice = (projectId: string, deviceId: number, follow = false) =>
  useQuery({
    ...deviceQuery(useOrgSlug(), projectId, deviceId),
    ...(follow ? { refetchInterval: LATEST_REFRESH_MS } : {}),
  });

export const useLatestValues = (projectId: string, deviceId: number) =>
  useQuery(latestValuesQuery(useOrgSlug(), projectId, deviceId));

export { useBindDevice, useDeviceCalls, useUpdateDevice } from './device-calls';
