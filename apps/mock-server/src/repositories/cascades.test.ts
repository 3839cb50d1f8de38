import { beforeEach, describe, expect, it } from 'vitest';
import { Store } from '#src/db/store.js';
import { createSeed } from '#src/seed/index.js';
import { Repositories } from './index.js';

const NOW_MS = 1_795_000_000_000;
let repos: Repositories;

beforeEach(async () => {
  // verify: every commit fails when a change was made without being recorded (src/db/store.ts)
  const store = new Store(':memory:', { verify: true });
  await store.replace(
    createSeed({ seed: 'demo', scale: 'default', bcryptRounds: 4, now: NOW_MS / 1000 }),
  );
  repos = new Repositories(store);
});

const farm = () => repos.organizations.bySlug('demo-farm')!;
const demo = () => repos.users.byUsername('demo')!;

describe('what the repositories do together', () => {
  it('deleting an organization removes all it owns and returns its devices to the pool', async () => {
    const org = farm();
    const devices = [...repos.devices.ofOrganization(org.id)];
    const projects = [...repos.projects.ofOrganization(org.id)];
    repos.forwarders.create(org.id, 'secret');
    const taskOf = devices.find((d) => d.project_id !== null)!;
    const task = repos.downloads.create({
      name: 'export',
      status: 'completed',
      progress: 100,
      create_time: NOW_MS / 1000,
      error_msg: null,
      device: { id: taskOf.id, device_id: taskOf.device_id, device_name: taskOf.device_name },
      factors: [],
      start_time: 0,
      end_time: 1,
      file_size: 10,
      org_id: org.id,
      project_id: taskOf.project_id!,
      file_path: null,
    });
    expect(devices.length).toBeGreaterThan(0);
    expect(repos.tokens.ofOrganization(org.id).length).toBeGreaterThan(0);
    expect(repos.organizations.blacklistOf(org.id).length).toBeGreaterThan(0);
    expect(projects.some((p) => repos.projects.isFavorite(demo().id, p.project_id))).toBe(true);

    expect(repos.organizations.delete(org)).toEqual([task.id]);
    await repos.commit();

    expect(repos.organizations.bySlug('demo-farm')).toBeUndefined();
    expect(projects.map((p) => repos.projects.byId(p.project_id))).toEqual(
      projects.map(() => undefined),
    );
    expect(projects.some((p) => repos.projects.isFavorite(demo().id, p.project_id))).toBe(false);
    expect(repos.organizations.membersOf(org.id)).toEqual([]);
    expect(repos.organizations.blacklistOf(org.id)).toEqual([]);
    expect(repos.tokens.ofOrganization(org.id)).toEqual([]);
    expect(repos.forwarders.of(org.id)).toBeUndefined();
    expect(repos.downloads.byId(task.id)).toBeUndefined();
    for (const d of devices) {
      expect(repos.devices.byId(d.id)).toMatchObject({
        org_id: null,
        project_id: null,
        bind_time: null,
      });
      expect(repos.factors.ofDevice(d.id).length).toBeGreaterThan(0);
    }
    expect(repos.devices.ofOrganization(org.id)).toEqual([]);
  });

  it('deleting users removes their memberships, blacklist entries, the tokens they created, favorites and sessions', async () => {
    const user = demo();
    repos.sessions.issue(
      { user_id: user.id, hash: 'h', expires_at: NOW_MS / 1000 + 60 },
      NOW_MS / 1000,
    );
    expect(repos.organizations.membershipsOf(user.id).length).toBeGreaterThan(0);
    const created = () =>
      repos.tokens.ofOrganization(farm().id).filter((t) => t.created_by === user.id);
    expect(repos.sessions.byHash('h')).toBeDefined();
    expect(created().length).toBeGreaterThan(0);

    repos.users.deleteUsers(new Set([user.id]));
    await repos.commit();

    expect(repos.users.byUsername('demo')).toBeUndefined();
    expect(repos.organizations.membershipsOf(user.id)).toEqual([]);
    expect(repos.sessions.byHash('h')).toBeUndefined();
    expect(created()).toEqual([]);
    const projects = repos.projects.ofOrganization(farm().id);
    expect(projects.some((p) => repos.projects.isFavorite(user.id, p.project_id))).toBe(false);
  });

  it('a deleted project leaves its devices in the organization; a moved one takes them along; tokens stop reaching either', async () => {
    const org = farm();
    const other = repos.organizations.bySlug('greenhouse-lab')!;
    const [gone, moved] = repos.projects
      .ofOrganization(org.id)
      .filter((p) => repos.devices.ofProject(p.project_id).length > 0);
    const token = repos.tokens.ofOrganization(org.id)[0]!;
    repos.tokens.update(token, {
      all_projects: false,
      projects: [gone!.project_id, moved!.project_id],
    });
    const goneDevices = [...repos.devices.ofProject(gone!.project_id)];
    const movedDevices = [...repos.devices.ofProject(moved!.project_id)];

    repos.projects.delete(gone!);
    repos.projects.moveToOrganization(moved!, other.id);
    await repos.commit();

    for (const d of goneDevices) expect(d).toMatchObject({ org_id: org.id, project_id: null });
    for (const d of movedDevices)
      expect(d).toMatchObject({ org_id: other.id, project_id: moved!.project_id });
    expect(repos.devices.ofOrganization(other.id)).toEqual(expect.arrayContaining(movedDevices));
    expect(token.projects).toEqual([]);
  });

  it('binding hardware from the pool starts its factors reporting no earlier than the bind', async () => {
    const device = repos.devices.byHardwareId('SIM-BIND-001')!;
    const now = NOW_MS / 1000 + 86400;
    repos.devices.bind(device, farm().id, null, now);
    await repos.commit();
    expect(device).toMatchObject({ org_id: farm().id, project_id: null, bind_time: now });
    expect(repos.factors.ofDevice(device.id).every((f) => f.since >= now)).toBe(true);
    expect(repos.devices.ofOrganization(farm().id)).toContain(device);
  });
});
