/** Tag "users": sub-users (members) of the organization and its blacklist. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { hashPassword } from '../../../../auth/sessions.js';
import { roleRank } from '../../../../auth/permissions.js';
import type { MembershipRecord, OrgRole, Permissions } from '../../../../db/types.js';
import { conflict, forbidden, notFound, ok } from '../../../../lib/errors.js';
import { userView } from '../../../../views/organizations.js';
import registerBlacklist from './blacklist.js';
import { assertRoom } from '../../../../lib/limits.js';

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
    if (roleRank(m.role) > roleRank(req.membership?.role ?? 'readonly'))
      throw forbidden(`Your role may not change a ${m.role}`);
  };

  app.operation('listUsers', async (req) => {
    const org = req.org!;
    const needle = req.query.search?.trim().toLowerCase();
    const list = app.store.data.memberships
      .filter((m) => m.org_id === org.id && !app.repos.isBlacklisted(org.id, m.user_id))
      .flatMap((m) => {
        const u = app.repos.user(m.user_id);
        if (!u) return [];
        if (req.query.user_type && u.user_type !== req.query.user_type) return [];
        const hay = [u.username, u.nickname ?? '', u.cellphone ?? '', u.email ?? '']
          .join(' ')
          .toLowerCase();
        if (needle && !hay.includes(needle)) return [];
        return [userView(u, m)];
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
      app.store.data.memberships.filter((m) => m.org_id === req.org!.id).length,
      (max) => `An organization has at most ${max} members; remove one first.`,
    );
    const role = b.role ?? 'operator';
    assertGrantable(req, role);
    const now = new Date().toISOString();
    const user = {
      id: app.store.nextId('users'),
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
      id: app.store.nextId('memberships'),
      org_id: req.org!.id,
      user_id: user.id,
      role,
      ...(b.permissions ?? DEFAULT_PERMISSIONS[role]),
      created_at: now,
    };
    app.store.data.users.push(user);
    app.store.data.memberships.push(m);
    await app.store.commit();
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
      if (b.permissions) Object.assign(m, b.permissions);
    } else if (m.role === 'owner' && req.membership?.role !== 'owner') {
      throw forbidden('Only the owner may change the owner');
    }
    if (b.nickname !== undefined) u.nickname = blank(b.nickname);
    if (b.cellphone !== undefined) u.cellphone = blank(b.cellphone);
    await app.store.commit();
    return ok(userView(u, m));
  });

  app.operation('deleteUser', { permission: 'user' }, async (req, reply) => {
    const m = requireMember(req, req.params.user_id);
    assertChangeable(req, m, 'removed');
    app.store.data.memberships = app.store.data.memberships.filter((x) => x.id !== m.id);
    await app.store.commit();
    return reply.code(204).send();
  });

  registerBlacklist(app);
}
