import { useEffect, useLayoutEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { setChosenOrgSlug } from '@/lib/api';
import { organizationsQuery } from '@/features/organizations/api/organizations';
import { projectsQuery } from '@/features/projects/api/projects';
import { readMonitorChoice, saveMonitorChoice, type MonitorChoice } from '../utils/monitor-storage';

/**
 * The monitor's organization and project: the remembered ones when they still exist, else the first organization and
 * its first project; every choice is stored for the next visit. The projects call names the organization; it also becomes the
 * chosen one (the X-Org-Slug of the page's other calls).
 */
export function useMonitorChoice(signedIn: boolean) {
  const [choice, setChoice] = useState<MonitorChoice>(readMonitorChoice);
  const orgs = useQuery({ ...organizationsQuery(), enabled: signedIn });
  const orgSlug =
    orgs.data?.find((o) => o.slug === choice.orgSlug)?.slug ?? orgs.data?.[0]?.slug ?? null;
  useLayoutEffect(() => {
    if (orgSlug) setChosenOrgSlug(orgSlug);
  }, [orgSlug]);
  const projects = useQuery({
    ...projectsQuery(orgSlug ?? ''),
    enabled: signedIn && Boolean(orgSlug),
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
