import type { Project } from '@iot/api-client/model';

/** The projects page's search matches the project name or project_id, case-insensitive. */
export function filterProjects(projects: readonly Project[], query: string): Project[] {
  const q = query.trim().toLowerCase();
  if (!q) return [...projects];
  return projects.filter(
    (project) =>
      project.name.toLowerCase().includes(q) || project.project_id.toLowerCase().includes(q),
  );
}
