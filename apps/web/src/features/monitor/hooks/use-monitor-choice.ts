import { useEffect, useLayoutEffect, useState } from 'react';
import { getListProjectsQueryKey, useListProjects } from '@iot/api-client/hooks/projects';
import { useListOrganizations } from '@iot/api-client/hooks/organizations';
import { setChosenOrgSlug } from '../../../lib/api';
import { readMonitorChoice, saveMonitorChoice, type MonitorChoice } from '../utils/monitor-storage';

/**
 * The monitor's organization and project: the remembered ones when they still exist, else the first organization and
 * its first project; every choice is stored (spec §3). The projects call carries the chosen organization's header.
 */
export function useMonitorChoice(signedIn: boolean) {
  const [choice, setChoice] = useState<MonitorChoice>(readMonitorChoice);
  const orgs = useListOrganizations({ query: { enabled: signedIn, staleTime: 60_000 } });
  const orgSlug =
    orgs.data?.find((o) => o.slug === choice.orgSlug)?.slug ?? orgs.data?.[0]?.slug ?? null;
  // before any query effect runs: the org header of the projects call
  useLayoutEffect(() => {
    if (orgSlug) setChosenOrgSlug(orgSlug);
  }, [orgSlug]);
  const projects = useListProjects(undefined, {
    query: {
      enabled: signedIn && Boolean(orgSlug),
      queryKey: [...getListProjectsQueryKey(), 'monitor', orgSlug],
    },
  });
  const projectId =
    projects.data?.find((p) => p.project_id === choice.projectId)?.project_id ??
    projects.data?.[0]?.project_id ??
    null;
  const resolved: MonitorChoice = { orgSlug, projectId };

  useEffect(() => {
    if (orgSlug && projects.isSuccess) saveMonitorChoice({ orgSlug, projectId });
  }, [orgSlug, projectId, projects.isSuccess]);

  return {
    choice: resolved,
    ready: Boolean(orgSlug) && projects.isSuccess,
    organizations: orgs.data ?? [],
    projects: projects.data ?? [],
    error: orgs.error ?? projects.error,
    select: (next: MonitorChoice) => {
      saveMonitorChoice(next);
      setChoice(next);
    },
  };
}
