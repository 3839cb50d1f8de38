import { describe, expect, it } from 'vitest';
import type { Project } from '@iot/api-client/model';
import { filterProjects } from './filter-projects';

const project = (project_id: string, name: string): Project => ({
  project_id,
  name,
  favorite: false,
  device_count: 0,
  offline_device_count: 0,
  created_at: '2025-01-01T00:00:00Z',
});

const projects = [
  project('proj_a1b2c3d4', '1号温室 Greenhouse 1'),
  project('proj_e5f6g7h8', '育苗棚 Nursery'),
];

describe('filterProjects', () => {
  it('matches the name case-insensitively', () => {
    expect(filterProjects(projects, 'GREENHOUSE').map((p) => p.project_id)).toEqual([
      'proj_a1b2c3d4',
    ]);
    expect(filterProjects(projects, '育苗').map((p) => p.project_id)).toEqual(['proj_e5f6g7h8']);
  });

  it('matches the project_id case-insensitively', () => {
    expect(filterProjects(projects, 'PROJ_E5F6').map((p) => p.name)).toEqual(['育苗棚 Nursery']);
  });

  it('keeps every project for an empty or blank query', () => {
    expect(filterProjects(projects, '   ')).toHaveLength(2);
  });
});
