/** A project's dashboard figures: the total count and the hourly buckets of the last 24 hours. */
import { useQuery } from '@tanstack/react-query';
import {
  getGetProjectDataHourlyQueryOptions,
  getGetProjectDataTotalQueryOptions,
} from '@iot/api-client/hooks/analytics';
import { inOrg, orgOptions, useOrgSlug } from '@/lib/org-scope';

const dataError = { key: 'project-dashboard:loadDataError', plain: true } as const;

export const totalQuery = (orgSlug: string, projectId: string) =>
  inOrg(orgSlug, getGetProjectDataTotalQueryOptions(projectId, orgOptions(orgSlug, dataError)));

export const hourlyQuery = (orgSlug: string, projectId: string) =>
  inOrg(orgSlug, getGetProjectDataHourlyQueryOptions(projectId, orgOptions(orgSlug, dataError)));

export const useDataTotal = (projectId: string) => useQuery(totalQuery(useOrgSlug(), projectId));
export const useDataHourly = (projectId: string) => useQuery(hourlyQuery(useOrgSlug(), projectId));
