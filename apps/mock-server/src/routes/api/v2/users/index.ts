/** Tag "users": sub-users (members) of the organization and its blacklist. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword } from '#src/auth/sessions.js';
import { ALL_PERMISSIONS, refusal, roleRank } from '#src/auth/permissions.js';
import type { MembershipRecord, OrgRole, Permissions } from '#src/db/types.js';
import { conflict, forbidden, notFound, ok } from '#src/lib/errors.js';
import { userView } from '#src/views/organizations.js';
import registerBlacklist from './blacklist.js';
import { assertRoom } from '#src/lib/limits.js';

const DEFAULT_PERMISSIONS: Record<Exclude<OrgRole, 'owner'>, Permissions> = {
  manager: {
    can_manage_project: true,
    can_manage_device: true,
    can_manage_user: true,
    can_manage_settings: true,
  },
  operator: {
    can_manage_project: true,
    can_manage_device: true,
    can_manage_user: false,
    can_manage_settings: false,
  },
  readonly: {
    can_manage_project: false,
    can_manage_device: false,
    can_manage_user: false,
    can_manage_settings: false,
  },
};

const blank = (v: string | null | undefined): string | null =>
  v === undefined || v === null || v.trim() === '' ? null : v.trim();

const FLAGS = Object.keys(ALL_PERMISSIONS) as (keyof Permissions)[];

const flagsWhere = (on: (flag: keyof Permissions) => boolean): Permissions =>
  Object.fromEntries(FLAGS.map((f) => [f, on(f)])) as unknown as Permissions;

/** The flags the caller holds (an owner holds them all). */
function heldFlags(req: FastifyRequest): Permissions {
  const m = req.membership;
  if (m?.role === 'owner') return ALL_PERMISSIONS;
  return flagsWhere((f) => m?.[f] ?? false);
}

/** Nobody grants a flag they do not hold themselves: `wanted` turned on over `current` must be held. */
function assertFlagsGrantable(
  req: FastifyRequest,
  wanted: Permissions,
  current: Permissions | null,
): void {
  const held = heldFlags(req);
  const refused = FLAGS.filter((f) => wanted[f] && !current?.[f] && !held[f]);
  if (refused.length > 0)
    throw forbidden(`You may not grant ${refused.join(', ')}: you do not hold it yourself`);
}

export default async function userRoutes(app: FastifyInstance) {
  /** A role the caller may hand out: never above their own. */
  const assertGrantable = (req: FastifyRequest, role: OrgRole): void => {
    const mine = req.membership?.role ?? 'readonly';
    if (roleRank(role) > roleRank(mine))
      throw forbidden(`Your role (${mine}) may not give the role ${role}`);
  };

  const requireMember = (req: FastifyRequest, userId: number): MembershipRecord => {
    const m = app.repos.membership(req.org!.id, userId);
    if (!m) throw notFound('User');
    return m;
  };

  const assertChangeable = (req: FastifyRequest, m: MembershipRecord, what: string): void => {
    if (m.role === 'owner')
      throw forbidden(`The owner cannot be ${what} here; hand over the organization first`);
    if (m.user_id === req.membership?.user_id)
      throw forbidden(`You cannot ${what === 'removed' ? 'remove' : 'change'} yourself here`);
    // Only a higher rank changes a member: peer managers cannot raise (or remove) each other.
    const mine = req.membership?.role ?? 'readonly';
    if (roleRank(m.role) >= roleRank(mine))
      throw forbidden(`Your role (${mine}) may not change a member who is ${m.role} too or above`);
  };

  app.operation('listUsers', async (req) => {
    const org = req.org!;
    const needle = req.query.search?.trim().toLowerCase();
    // Email and cellphone only for those who manage users (and one's own); nor are they searched for anyone else.
    const managesUsers = req.actor !== null && refusal(req.actor, 'user') === null;
    const self = req.auth?.kind === 'session' ? req.auth.user.id : null;
    const list = app.repos
      .all('memberships')
      .filter((m) => m.org_id === org.id && !app.repos.isBlacklisted(org.id, m.user_id))
      .flatMap((m) => {
        const u = app.repos.user(m.user_id);
        if (!u) return [];
        if (req.query.user_type && u.user_type !== req.query.user_type) return [];
        const personal = managesUsers || u.id === self;
        const view = userView(u, m);
        const hay = [
          u.username,
          u.nickname ?? '',
          ...(personal ? [u.cellphone ?? '', u.email ?? ''] : []),
        ]
          .join(' ')
          .toLowerCase();
        if (needle && !hay.includes(needle)) return [];
        return [personal ? view : { ...view, email: null, cellphone: null }];
      })
      .sort((a, b) => a.id - b.id);
    return ok(list);
  });

  app.operation('createUser', { permission: 'user' }, async (req, reply) => {
    const b = req.body;
    if (app.repos.userByName(b.username)) throw conflict(`The username "${b.username}" is taken`);
    assertRoom(
      app,
      'UserListResponse',
      app.repos.all('memberships').filter((m) => m.org_id === req.org!.id).length,
      (max) => `An organization has at most ${max} members; remove one first.`,
    );
    const role = b.role ?? 'operator';
    assertGrantable(req, role);
    if (b.permissions) assertFlagsGrantable(req, b.permissions, null);
    const held = heldFlags(req);
    const permissions = b.permissions ?? flagsWhere((f) => DEFAULT_PERMISSIONS[role][f] && held[f]);
    const now = new Date().toISOString();
    const user = {
      id: app.repos.nextId('users'),
      username: b.username,
      nickname: blank(b.nickname),
      email: null,
      cellphone: blank(b.cellphone),
      user_type: 'normal' as const,
      full_name: blank(b.nickname) ?? b.username,
      password_hash: await hashPassword(b.password, app.config.bcryptRounds),
      activate_time: null,
      created_at: now,
    };
    const m: MembershipRecord = {
      id: app.repos.nextId('memberships'),
      org_id: req.org!.id,
      user_id: user.id,
      role,
      ...permissions,
      created_at: now,
    };
    app.repos.add('users', user);
    app.repos.add('memberships', m);
    await app.repos.commit();
    reply.code(201);
    return ok(userView(user, m));
  });

  app.operation('updateUser', { permission: 'user' }, async (req) => {
    const m = requireMember(req, req.params.user_id);
    const u = app.repos.user(m.user_id);
    if (!u) throw notFound('User');
    const b = req.body;
    if (b.role !== undefined || b.permissions !== undefined) {
      assertChangeable(req, m, 'changed');
      if (b.role !== undefined) {
        assertGrantable(req, b.role);
        m.role = b.role;
      }
      if (b.permissions) {
        assertFlagsGrantable(req, b.permissions, m);
        Object.assign(m, b.permissions);
      }
    } else if (m.role === 'owner' && req.membership?.role !== 'owner') {
      throw forbidden('Only the owner may change the owner');
    }
    if (b.nickname !== undefined) u.nickname = blank(b.nickname);
    if (b.cellphone !== undefined) u.cellphone = blank(b.cellphone);
    app.repos.save('memberships', m);
    app.repos.save('users', u);
    await app.repos.commit();
    return ok(userView(u, m));
  });

  app.operation('deleteUser', { permission: 'user' }, async (req, reply) => {
    const m = requireMember(req, req.params.user_id);
    assertChangeable(req, m, 'removed');
    app.repos.remove('memberships', (x) => x.id === m.id);
    await app.repos.commit();
    return reply.code(204).send();
  });

  registerBlacklist(app);
}
