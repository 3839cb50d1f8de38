/** One member of the organization: their role, flags and profile changed, or their membership ended. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MembershipRecord } from '#src/db/types.js';
import { forbidden, notFound, ok } from '#src/lib/errors.js';
import { textOrNull } from '#src/lib/text.js';
import type { MemberChanges } from '#src/repositories/organizations.js';
import type { ProfileChanges } from '#src/repositories/users.js';
import { userView } from '#src/views/members.js';
import { assertChangeable, assertFlagsGrantable, assertRoleGrantable } from './grants.js';
import { msg } from '#src/i18n/messages.js';

export default function registerChangeMember(app: FastifyInstance): void {
  const requireMember = (req: FastifyRequest, userId: number): MembershipRecord => {
    const m = app.repos.organizations.membership(req.org!.id, userId);
    if (!m) throw notFound('user');
    return m;
  };

  app.operation('updateUser', { permission: 'user' }, async (req) => {
    const m = requireMember(req, req.params.user_id);
    const u = app.repos.users.byId(m.user_id);
    if (!u) throw notFound('user');
    const b = req.body;
    if (b.role !== undefined || b.permissions !== undefined) {
      assertChangeable(req, m, 'change');
      const changes: MemberChanges = { ...b.permissions };
      if (b.role !== undefined) {
        assertRoleGrantable(req, b.role);
        changes.role = b.role;
      }
      if (b.permissions) assertFlagsGrantable(req, b.permissions, m);
      app.repos.organizations.updateMember(m, changes);
    } else if (m.role === 'owner' && req.membership?.role !== 'owner') {
      throw forbidden(msg('user.only_owner_changes_owner'));
    }
    const profile: ProfileChanges = {};
    if (b.nickname !== undefined) profile.nickname = textOrNull(b.nickname);
    if (b.cellphone !== undefined) profile.cellphone = textOrNull(b.cellphone);
    app.repos.users.updateProfile(u, profile);
    await app.repos.commit();
    return ok(userView(u, m));
  });

  app.operation('deleteUser', { permission: 'user' }, async (req, reply) => {
    const m = requireMember(req, req.params.user_id);
    assertChangeable(req, m, 'remove');
    app.repos.organizations.removeMember(m);
    await app.repos.commit();
    return reply.code(204).send();
  });
}
