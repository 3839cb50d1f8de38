/** The seeded organizations with their projects and devices (MOCK_SCALE=large: 10,000 devices in demo-farm). */
import type { ProjectRecord } from '#src/db/types.js';
import { DEVICE_KINDS, SEED_ORGS } from './farms.js';
import { uniqueId, type SeedContext } from './context.js';
import { addDevice } from './devices.js';

export const LARGE_DEVICE_COUNT = 10_000;

type SeedOrg = (typeof SEED_ORGS)[number];

function addProjects(ctx: SeedContext, org: SeedOrg, orgId: number, large: boolean) {
  const names = large
    ? [
        ...org.projects,
        ...Array.from({ length: 16 }, (_, i) => `${i + 5}号大棚 Greenhouse ${i + 5}`),
      ]
    : org.projects;
  return names.map((name, i) => {
    const p: ProjectRecord = {
      id: ctx.next('projects'),
      project_id: uniqueId(ctx, 'proj_', 8).toLowerCase(),
      name,
      org_id: orgId,
      created_at: new Date(Date.parse(org.created_at) + (i + 1) * 86400_000 + 5400_000)
        .toISOString()
        .replace('.000Z', 'Z'),
    };
    ctx.data.projects.push(p);
    return p;
  });
}

/** Devices 4 and 13 of an organization are down, 7 and 18 flapping, the rest stable (the large scale: random). */
const profileOf = (i: number) =>
  i === 4 || i === 13 ? 'down' : i === 7 || i === 18 ? 'flapping' : 'stable';

export function addOrganizations(ctx: SeedContext): void {
  for (const org of SEED_ORGS) {
    const orgId = ctx.next('organizations');
    ctx.data.organizations.push({
      id: orgId,
      slug: org.slug,
      name: org.name,
      created_at: org.created_at,
    });
    const large = ctx.options.scale === 'large' && org.slug === 'demo-farm';
    const projects = addProjects(ctx, org, orgId, large);
    const count = large ? LARGE_DEVICE_COUNT : org.devices;
    for (let i = 0; i < count; i++) {
      const loose = i >= count - org.loose;
      const project = loose ? null : (projects[i % projects.length] ?? null);
      if (large) addDevice(ctx, orgId, project, ctx.rng.int(0, DEVICE_KINDS.length - 1), {});
      else addDevice(ctx, orgId, project, i, { profile: profileOf(i) });
    }
  }
}
