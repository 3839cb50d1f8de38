/**
 * Teardown of a provider state: removes everything its set-up created and everything the interaction made inside it —
 * its organizations with all they own (src/repositories/organizations.ts), its users with all they hold, its devices
 * wherever they were moved to — plus the organization and the user the interaction was expected to create under a
 * name the state handed out. Seed devices the interaction bound into its organizations go back to the pool.
 */
import type { FastifyInstance } from 'fastify';
import { dropExports } from '#src/services/export-files.js';
import type { World } from './state-world.js';

export async function removeWorld(app: FastifyInstance, world: World): Promise<void> {
  const { organizations, users, devices } = app.repos;
  const orgs = [
    ...world.orgs.map((id) => organizations.byId(id)),
    ...world.slugs.map((slug) => organizations.bySlug(slug)),
  ];
  const userIds = new Set(world.users);
  for (const name of world.usernames) {
    const user = users.byUsername(name);
    if (user) userIds.add(user.id);
  }
  const tasks = [...new Set(orgs)].flatMap((org) => (org ? organizations.delete(org) : []));
  tasks.push(...devices.deleteDevices(new Set(world.devices)));
  users.deleteUsers(userIds);
  await app.repos.commit();
  await dropExports(app, tasks);
}
