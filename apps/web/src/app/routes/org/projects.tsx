import { projectsQuery } from '@/features/projects/api/projects';
import { prefetch } from '@/lib/prefetch';
import { ProjectsPage } from '@/features/projects/components/projects-page';

export const loader = prefetch(({ orgSlug }) => [projectsQuery(orgSlug)]);

/** /org/{orgSlug}/: search, create, the card grid (1 / 2 on small / 3 on extra-large screens), favorites. */
export const Component = ProjectsPage;
