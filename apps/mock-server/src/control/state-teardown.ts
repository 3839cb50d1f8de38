/**
 * Teardown of a provider state: removes everything its set-up created and everything the interaction made inside it
 * (organizations and their projects, tokens, tasks and files, forwarders, memberships, blacklist entries; the users
 * with their sessions and favorites; the devices with their factors and events, wherever they were moved to), plus the
 * organization and the user the interaction was expected to create under a name the state handed out.
 */
import type { FastifyInstance } from 'fastify';
import { worldServices } from '#src/services/world-services.js';
import type { World } from './state-world.js';

export async function removeWorld(app: FastifyInstance, world: World): Promise<void> {
  const r = app.repos;
  const orgs = new Set(world.orgs);
  for (const o of r.all('organizations')) if (world.slugs.includes(o.slug)) orgs.add(o.id);
  const users = new Set(world.users);
  for (const u of r.all('users')) if (world.usernames.includes(u.username)) users.add(u.id);
  // Devices the world created, and any device bound into its organizations.
  const devices = new Set(world.devices);
  for (const dev of r.all('devices'))
    if (dev.org_id !== null && orgs.has(dev.org_id)) devices.add(dev.id);

  const tasks = r
    .all('downloadTasks')
    .filter((t) => orgs.has(t.org_id) || devices.has(t.device.id));
  const exports = worldServices(app).exports;
  await Promise.all(tasks.map((t) => exports.remove(t.id)));
  const taskIds = new Set(tasks.map((t) => t.id));

  const projects = new Set(
    r
      .all('projects')
      .filter((p) => orgs.has(p.org_id))
      .map((p) => p.project_id),
  );
  // Pool devices of the seed that the interaction bound into the world go back to the pool, unchanged otherwise.
  for (const dev of r.all('devices')) {
    if (devices.has(dev.id) && !world.devices.includes(dev.id)) {
      devices.delete(dev.id);
      dev.org_id = null;
      dev.project_id = null;
      dev.bind_time = null;
      r.save('devices', dev);
    }
  }
  r.remove('devices', (x) => devices.has(x.id));
  r.remove('factors', (f) => devices.has(f.device_id));
  for (const id of devices) if (r.events(id)) r.setEvents(id, undefined);
  r.remove('downloadTasks', (t) => taskIds.has(t.id));
  r.remove('organizations', (o) => orgs.has(o.id));
  r.remove('projects', (p) => orgs.has(p.org_id));
  r.remove('memberships', (m) => orgs.has(m.org_id) || users.has(m.user_id));
  r.remove('blacklist', (b) => orgs.has(b.org_id) || users.has(b.user_id));
  r.remove('accessTokens', (t) => orgs.has(t.org_id) || users.has(t.created_by));
  r.remove('forwarders', (f) => orgs.has(f.org_id));
  r.remove('favorites', (f) => users.has(f.user_id) || projects.has(f.project_id));
  r.remove('refreshTokens', (t) => users.has(t.user_id));
  r.remove('users', (u) => users.has(u.id));
  for (const t of r.all('accessTokens')) {
    if (!t.projects.some((p) => projects.has(p))) continue;
    t.projects = t.projects.filter((p) => !projects.has(p));
    r.save('accessTokens', t);
  }
  await r.commit();
}
