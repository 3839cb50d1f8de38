import { projectQuery, projectsQuery } from '@/features/projects/api/projects';
import { prefetch } from '@/lib/prefetch';
import { ProjectLayout } from '@/features/projects/components/project-layout';

/** The project (its name in the menu) and the organization's projects (the switcher). */
export const loader = prefetch(({ orgSlug, projectId }) => [
  projectQuery(orgSlug, projectId),
  projectsQuery(orgSlug),
]);

/** On project pages a menu: back arrow with the project name, overview, devices, data download, settings. */
export const Component = ProjectLayout;
