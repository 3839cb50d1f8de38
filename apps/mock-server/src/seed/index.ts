/**
 * Deterministic demo data for MOCK_SEED (default "demo"): the same seed gives the same organizations, projects,
 * devices, factors and agri_ids (times are anchored to the current day so the history is always recent).
 * MOCK_SCALE=large puts 10,000 devices into demo-farm. The result is cached per process and cloned per call, so
 * tests that build many apps and the control plane's reset stay fast.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import bcrypt from 'bcryptjs';
import type {
  DbData,
  DeviceRecord,
  FactorRecord,
  MembershipRecord,
  ProjectRecord,
} from '#src/db/types.js';
import { newInstanceId } from '#src/db/migrations.js';
import { SCHEMA_VERSION } from '#src/db/types.js';
import { createRng, type Rng } from './random.js';
import {
  DEVICE_KINDS,
  SEED_BLACKLIST,
  SEED_MEMBERS,
  SEED_ORGS,
  SEED_USERS,
  ZONES,
} from './catalog.js';
import { seedFactor } from './factors.js';

export interface SeedOptions {
  seed: string;
  scale: 'default' | 'large';
  bcryptRounds: number;
  /** Unix seconds; device times are placed in the 60 days before it. */
  now?: number;
}

export const LARGE_DEVICE_COUNT = 10_000;
export const BIND_POOL_SIZE = 10;

const hashes = new Map<string, string>();
let prehashing: Promise<void> = Promise.resolve();

/** The seeded accounts' hashes the build made (scripts/build-server.mjs): in dist/ only, at the default rounds. */
const BUILT_HASHES_FILE = new URL('./password-hashes.json', import.meta.url);

interface BuiltHashes {
  rounds: number;
  /** username → bcrypt hash of its seeded password */
  byUser: Record<string, string>;
}

let built: BuiltHashes | null | undefined;

/** The build's hash of a seeded account's password at `rounds`; undefined from the sources or at other rounds. */
function builtHash(password: string, rounds: number): string | undefined {
  if (built === undefined) {
    try {
      built = JSON.parse(readFileSync(BUILT_HASHES_FILE, 'utf8')) as BuiltHashes;
    } catch {
      built = null; // the sources (tsx, vitest): hashed here
    }
  }
  if (built?.rounds !== rounds) return undefined;
  const user = SEED_USERS.find((u) => u.password === password);
  return user && built.byUser[user.username];
}

/**
 * Hashes the seeded accounts' passwords ahead with `hash` (the bcrypt worker pool) into the cache the seed reads: the
 * server's first start (no database file yet) begins this while its modules load (server.ts), so seeding does not spend
 * ≈ 0.8 s of bcrypt on the main thread. The built server has the hashes its build made (nine bcrypt hashes were ≈ 1.3 s
 * of a worker's CPU, which the first answer of a first start waited for). A failure only means the seed hashes them itself.
 */
export function prehashSeedPasswords(
  rounds: number,
  hash: (password: string, rounds: number) => Promise<string>,
): void {
  prehashing = Promise.all(
    SEED_USERS.map(async (u) => {
      const h = builtHash(u.password, rounds) ?? (await hash(u.password, rounds));
      hashes.set(`${rounds}|${u.password}`, h);
    }),
  ).then(
    () => undefined,
    () => undefined,
  );
}

/** Resolves once the passwords prehashSeedPasswords started are in the cache (at once when none were started). */
export const seedPasswordsReady = (): Promise<void> => prehashing;

/**
 * A seeded password's hash: cached, else the build's (so a reset to the seed — the demo's scheduled one, a sandbox —
 * spends no bcrypt on the event loop in the built server), else hashed here.
 */
function passwordHash(password: string, rounds: number): string {
  const key = `${rounds}|${password}`;
  let h = hashes.get(key);
  if (!h) {
    h = builtHash(password, rounds) ?? bcrypt.hashSync(password, rounds);
    hashes.set(key, h);
  }
  return h;
}

/** The secret of the seeded readonly API token of demo-farm (documented in docs/demo-data.md). */
export function seededTokenSecret(seed: string): string {
  return `iot_${createHash('sha256').update(`${seed}|demo-farm|readonly`).digest('hex').slice(0, 40)}`;
}

export const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

function uniqueId(rng: Rng, used: Set<string>, prefix: string, length: number): string {
  for (;;) {
    const id = prefix + rng.id(length);
    if (!used.has(id)) {
      used.add(id);
      return id;
    }
  }
}

function generate(o: SeedOptions, now: number): DbData {
  const rng = createRng(`${o.seed}|seed`);
  const anchor = Math.floor(now / 86400) * 86400;
  const ids: Record<string, number> = {};
  const next = (c: string): number => (ids[c] = (ids[c] ?? 0) + 1);
  const data: DbData = {
    meta: {
      schema_version: SCHEMA_VERSION,
      instance_id: newInstanceId(),
      seed: o.seed,
      scale: o.scale,
      ids,
    },
    users: [],
    organizations: [],
    memberships: [],
    blacklist: [],
    projects: [],
    favorites: [],
    devices: [],
    factors: [],
    events: {},
    refreshTokens: [],
    accessTokens: [],
    downloadTasks: [],
    forwarders: [],
  };
  for (const u of SEED_USERS) {
    data.users.push({
      id: next('users'),
      username: u.username,
      nickname: u.nickname,
      email: u.email,
      cellphone: u.cellphone,
      user_type: u.user_type,
      full_name: u.full_name,
      password_hash: passwordHash(u.password, o.bcryptRounds),
      activate_time: u.active ? '2025-06-01T01:00:00Z' : null,
      created_at: '2025-05-01T00:00:00Z',
    });
  }
  const userId = (name: string): number => data.users.find((u) => u.username === name)?.id ?? 0;
  const usedAgri = new Set<string>();
  const usedProj = new Set<string>();
  let deviceNo = 0;
  let factorId = 0;

  const addDevice = (
    orgId: number | null,
    project: ProjectRecord | null,
    kindIndex: number,
    extra: Partial<DeviceRecord>,
  ): void => {
    const kind = DEVICE_KINDS[kindIndex % DEVICE_KINDS.length] ?? DEVICE_KINDS[0]!;
    const id = next('devices');
    deviceNo++;
    const create = anchor - rng.int(20, 60) * 86400 + rng.int(0, 86399);
    const bind = orgId === null ? null : create + rng.int(1, 72) * 3600;
    const zone = rng.pick(ZONES);
    const device: DeviceRecord = {
      id,
      device_id: `SIM-${String(deviceNo).padStart(4, '0')}`,
      safe_code: `SAFE-${rng.id(6)}`,
      device_name: `${zone.split(' ')[0]}${kind.name.split(' ')[0]} ${zone.split(' ')[1]} ${kind.name.split(' ').slice(1).join(' ').toLowerCase()}`,
      info: project
        ? `安装在${project.name.split(' ')[0]} Installed in ${project.name.split(' ').slice(1).join(' ')}`
        : null,
      agri_id: uniqueId(rng, usedAgri, 'DV', 8),
      is_debug: false,
      bind_time: bind,
      create_time: create,
      report_interval: 60,
      base_device: { model: kind.model, image: kind.image },
      org_id: orgId,
      project_id: project?.project_id ?? null,
      ...extra,
    };
    data.devices.push(device);
    let switches = 0;
    kind.factors.forEach((code, index) => {
      const f: FactorRecord = seedFactor({
        id: (factorId = next('factors')),
        agri_id: uniqueId(rng, usedAgri, 'AG', 8),
        device_id: id,
        the_type: code,
        index,
        since: bind ?? create,
        switchIndex: code === 200 || code === 201 ? switches++ + id : 0,
      });
      data.factors.push(f);
    });
  };

  for (const org of SEED_ORGS) {
    const orgId = next('organizations');
    data.organizations.push({
      id: orgId,
      slug: org.slug,
      name: org.name,
      created_at: org.created_at,
    });
    const large = o.scale === 'large' && org.slug === 'demo-farm';
    const names = large
      ? [
          ...org.projects,
          ...Array.from({ length: 16 }, (_, i) => `${i + 5}号大棚 Greenhouse ${i + 5}`),
        ]
      : org.projects;
    const projects = names.map((name, i) => {
      const p: ProjectRecord = {
        id: next('projects'),
        project_id: uniqueId(rng, usedProj, 'proj_', 8).toLowerCase(),
        name,
        org_id: orgId,
        created_at: new Date(Date.parse(org.created_at) + (i + 1) * 86400_000 + 5400_000)
          .toISOString()
          .replace('.000Z', 'Z'),
      };
      data.projects.push(p);
      return p;
    });
    const count = large ? LARGE_DEVICE_COUNT : org.devices;
    for (let i = 0; i < count; i++) {
      const loose = i >= count - org.loose;
      const project = loose ? null : (projects[i % projects.length] ?? null);
      const profile = large
        ? undefined
        : i === 4 || i === 13
          ? 'down'
          : i === 7 || i === 18
            ? 'flapping'
            : 'stable';
      addDevice(
        orgId,
        project,
        large ? rng.int(0, DEVICE_KINDS.length - 1) : i,
        profile ? { profile } : {},
      );
    }
  }
  for (let n = 1; n <= BIND_POOL_SIZE; n++) {
    const code = String(n).padStart(3, '0');
    addDevice(null, null, n, {
      device_id: `SIM-BIND-${code}`,
      safe_code: `SAFE-${code}`,
      profile: 'stable',
      device_name: `待绑定设备 ${code} Unbound device ${code}`,
    });
  }
  const orgId = (slug: string): number => data.organizations.find((x) => x.slug === slug)?.id ?? 0;
  for (const m of SEED_MEMBERS) {
    const rec: MembershipRecord = {
      id: next('memberships'),
      org_id: orgId(m.org),
      user_id: userId(m.username),
      role: m.role,
      ...m.permissions,
      created_at: '2025-06-01T00:00:00Z',
    };
    data.memberships.push(rec);
  }
  for (const b of SEED_BLACKLIST) {
    data.blacklist.push({
      id: next('blacklist'),
      org_id: orgId(b.org),
      user_id: userId(b.username),
      reason: b.reason,
      created_at: b.created_at,
    });
  }
  const first = data.projects.find((p) => p.org_id === orgId('demo-farm'));
  if (first) data.favorites.push({ user_id: userId('demo'), project_id: first.project_id });
  const secret = seededTokenSecret(o.seed);
  data.accessTokens.push({
    id: next('accessTokens'),
    name: '数据大屏 Dashboard reader',
    org_id: orgId('demo-farm'),
    created_by: userId('demo'),
    hash: sha256(secret),
    last4: secret.slice(-4),
    role: 'readonly',
    all_projects: true,
    projects: [],
    is_active: true,
    expires_at: null,
    last_used_at: null,
    created_at: '2026-01-05T06:00:00Z',
  });
  void factorId;
  return data;
}

/**
 * The last seed generated, kept to hand out copies (sandboxes, resets) without generating it again — only at the default
 * scale: the large one (10,000 devices) would keep ≈ 25 MB of heap beside the live data for a second copy made in about
 * a second and a half. One entry: a seed of a new day replaces the one before.
 */
let cached: { key: string; data: DbData } | null = null;

export function createSeed(o: SeedOptions): DbData {
  const now = o.now ?? Math.floor(Date.now() / 1000);
  const key = `${o.seed}|${o.scale}|${o.bcryptRounds}|${Math.floor(now / 86400)}`;
  if (cached?.key === key) return structuredClone(cached.data);
  const data = generate(o, now);
  if (o.scale === 'large') return data;
  cached = { key, data };
  return structuredClone(data);
}
