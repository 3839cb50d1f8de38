/** A device's factors, a factor's history, the factor options, and the calls that change factors. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getGetDeviceLatestValuesQueryKey } from '@iot/api-client/hooks/devices';
import {
  getGetFactorHistoryQueryOptions,
  getListFactorsQueryKey,
  getListFactorsQueryOptions,
  useCopyFactor as useCopyFactorCall,
  useCreateFactor as useCreateFactorCall,
  useDeleteFactor as useDeleteFactorCall,
  useGetFactorOptions,
  useSetFactorSwitch as useSetFactorSwitchCall,
  useUpdateFactor as useUpdateFactorCall,
} from '@iot/api-client/hooks/factors';
import type { AgriId, GetFactorHistoryParams } from '@iot/api-client/model';
import {
  inOrg,
  orgKey,
  orgOptions,
  useOrgMutation,
  useOrgSlug,
  type ErrorToast,
  type Invalidate,
} from '@/lib/org-scope';

export const factorsQuery = (
  orgSlug: string,
  projectId: string,
  deviceId: number,
  errorToast?: ErrorToast,
) =>
  inOrg(orgSlug, getListFactorsQueryOptions(projectId, deviceId, orgOptions(orgSlug, errorToast)));

const historyQuery = (orgSlug: string, agriId: AgriId, params: GetFactorHistoryParams) =>
  inOrg(orgSlug, {
    ...getGetFactorHistoryQueryOptions(
      agriId,
      params,
      orgOptions(orgSlug, 'factors:history.loadFailed'),
    ),
    enabled: Boolean(agriId),
  });

/** A device's factors; `errorToast` names the toast a failure shows on this page. */
export const useFactors = (projectId: string, deviceId: number, errorToast?: ErrorToast) =>
  useQuery(factorsQuery(useOrgSlug(), projectId, deviceId, errorToast));

/** A page of a factor's history; the previous page stays on screen while the next loads. */
export const useFactorHistory = (agriId: AgriId, params: GetFactorHistoryParams) =>
  useQuery({ ...historyQuery(useOrgSlug(), agriId, params), placeholderData: keepPreviousData });

/** The choices of the factor form (not organization-scoped; kept 5 minutes). */
export const useFactorOptions = () =>
  useGetFactorOptions({
    query: {
      staleTime: 5 * 60_000,
      meta: { errorToast: 'factors:loadOptionsError', errorToastPlain: true },
    },
  });

/** After a change: the device's factor list and its latest values. */
const invalidateFactors =
  (projectId: string, deviceId: number): Invalidate =>
  (client, orgSlug) =>
    Promise.all([
      client.invalidateQueries({
        queryKey: orgKey(orgSlug, getListFactorsQueryKey(projectId, deviceId)),
      }),
      client.invalidateQueries({
        queryKey: orgKey(orgSlug, getGetDeviceLatestValuesQueryKey(projectId, deviceId)),
      }),
    ]);

/** The calls that change a device's factors, each reloading its factors and latest values once it succeeded. */
export function useFactorCalls(projectId: string, deviceId: number) {
  const options = useOrgMutation(invalidateFactors(projectId, deviceId));
  return {
    create: useCreateFactorCall(options),
    update: useUpdateFactorCall(options),
    copy: useCopyFactorCall(options),
    remove: useDeleteFactorCall(options),
  };
}

/** Switches a switch factor on or off; the device's factors and latest values reload once the server accepted it. */
export const useSetFactorSwitch = (projectId: string, deviceId: number) =>
  useSetFactorSwitchCall(useOrgMutation(invalidateFactors(projectId, deviceId)));
