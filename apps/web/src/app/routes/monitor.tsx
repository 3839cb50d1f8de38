import { organizationsQuery } from '@/features/organizations/api/organizations';
import { projectsQuery } from '@/features/projects/api/projects';
import { MonitorPage } from '@/features/monitor/components/monitor-page';
import { readMonitorChoice } from '@/features/monitor/utils/monitor-storage';
import { prefetch } from '@/lib/prefetch';

/** Signed in: the organizations, and the projects of the organization the monitor showed last. */
export const loader = prefetch(() => {
  const { orgSlug } = readMonitorChoice();
  return orgSlug ? [organizationsQuery(), projectsQuery(orgSlug)] : [organizationsQuery()];
});

/** /monitor (no login needed): the external dashboard in a sandboxed 16:9 frame. */
export const Component = MonitorPage;
