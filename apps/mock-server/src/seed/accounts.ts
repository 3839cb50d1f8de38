/** The seeded accounts: users, their memberships, the blacklist, a favorite and demo-farm's readonly API token. */
import { createHash } from 'node:crypto';
import type { MembershipRecord } from '#src/db/types.js';
import { SEED_BLACKLIST, SEED_MEMBERS, SEED_USERS } from './catalog.js';
import type { SeedContext } from './context.js';
import { passwordHash } from './passwords.js';

const sha256 = (s: string): string => createHash('sha256').update(s).digest('hex');

/** The secret of the seeded readonly API token of demo-farm (documented in docs/demo-data.md). */
export function seededTokenSecret(seed: string): string {
  return `iot_${createHash('sha256').update(`${seed}|demo-farm|readonly`).digest('hex').slice(0, 40)}`;
}

export function addUsers(ctx: SeedContext): void {
  for (const u of SEED_USERS) {
    ctx.data.users.push({
      id: ctx.next('users'),
      username: u.username,
      nickname: u.nickname,
      email: u.email,
      cellphone: u.cellphone,
      user_type: u.user_type,
      full_name: u.full_name,
      password_hash: passwordHash(u.password, ctx.options.bcryptRounds),
      activate_time: u.active ? '2025-06-01T01:00:00Z' : null,
      created_at: '2025-05-01T00:00:00Z',
    });
  }
}

/** Memberships, the blacklist, demo's favorite project and the readonly token (after the organizations). */
export function addAccess(ctx: SeedContext): void {
  const { data, next } = ctx;
  const userId = (name: string) => data.users.find((u) => u.username === name)?.id ?? 0;
  const orgId = (slug: string) => data.organizations.find((x) => x.slug === slug)?.id ?? 0;
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
    const { org, username, reason, created_at } = b;
    data.blacklist.push({
      id: next('blacklist'),
      org_id: orgId(org),
      user_id: userId(username),
      reason,
      created_at,
    });
  }
  const first = data.projects.find((p) => p.org_id === orgId('demo-farm'));
  if (first) data.favorites.push({ user_id: userId('demo'), project_id: first.project_id });
  const secret = seededTokenSecret(ctx.options.seed);
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
}
