/**
 * Teardown of a provider state: removes everything its set-up created and everything the interaction made inside it
 * (organizations and their projects, tokens, tasks and files, forwarders, memberships, blacklist entries; the users
 * with their sessions and favorites; the devices with their factors and events, wherever they were moved to), plus the
 * organization and the user the interaction was expected to create under a name the state handed out.
 */
import type { FastifyInstance } from 'fastify';
import { simServices } from '../simulation/services.js';
import type { World } from './state-world.js';

export async function removeWorld(app: FastifyInstance, world: World): Promise<void> {
  const d = app.store.data;
  const orgs = new Set(world.orgs);
  for (const o of d.organizations) if (world.slugs.includes(o.slug)) orgs.add(o.id);
  const users = new Set(world.users);
  for (const u of d.users) if (world.usernames.includes(u.username)) users.add(u.id);
  // Devices the world created, and any device bound into its organizations.
  const devices = new Set(world.devices);
  for (const dev of d.devices) if (dev.org_id !== null && orgs.has(dev.org_id)) devices.add(dev.id);

  const tasks = d.downloadTasks.filter((t) => orgs.has(t.org_id) || devices.has(t.device.id));
  const exports = simServices(app).exports;
  await Promise.all(tasks.map((t) => exports.remove(t.id)));
  const taskIds = new Set(tasks.map((t) => t.id));

  const projects = new Set(d.projects.filter((p) => orgs.has(p.org_id)).map((p) => p.project_id));
  // Pool devices of the seed that the interaction bound into the world go back to the pool, unchanged otherwise.
  for (const dev of d.devices) {
    if (devices.has(dev.id) && !world.devices.includes(dev.id)) {
      devices.delete(dev.id);
      dev.org_id = null;
      dev.project_id = null;
      dev.bind_time = null;
    }
  }
  d.devices = d.devices.filter((x) => !devices.has(x.id));
  d.factors = d.factors.filter((f) => !devices.has(f.device_id));
  for (const id of devices) delete d.events[String(id)];
  d.downloadTasks = d.downloadTasks.filter((t) => !taskIds.has(t.id));
  d.organizations = d.organizations.filter((o) => !orgs.has(o.id));
  d.projects = d.projects.filter((p) => !orgs.has(p.org_id));
  d.memberships = d.memberships.filter((m) => !orgs.has(m.org_id) && !users.has(m.user_id));
  d.blacklist = d.blacklist.filter((b) => !orgs.has(b.org_id) && !users.has(b.user_id));
  d.accessTokens = d.accessTokens.filter((t) => !orgs.has(t.org_id) && !users.has(t.created_by));
  d.forwarders = d.forwarders.filter((f) => !orgs.has(f.org_id));
  d.favorites = d.favorites.filter((f) => !users.has(f.user_id) && !projects.has(f.project_id));
  d.refreshTokens = d.refreshTokens.filter((r) => !users.has(r.user_id));
  d.users = d.users.filter((u) => !users.has(u.id));
  for (const t of d.accessTokens) t.projects = t.projects.filter((p) => !projects.has(p));
  await app.store.commit();
}
