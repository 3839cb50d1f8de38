/** A new sub-user: an account that starts as a member of the organization, with a role and flags the creator may give. */
import type { FastifyInstance } from 'fastify';
import { hashPassword } from '#src/auth/sessions.js';
import { conflict, ok } from '#src/lib/errors.js';
import { assertRoom } from '#src/lib/limits.js';
import { textOrNull } from '#src/lib/text.js';
import { userView } from '#src/views/members.js';
import { assertFlagsGrantable, assertRoleGrantable, defaultFlags } from './grants.js';
import { msg } from '#src/i18n/messages.js';

export default function registerCreateUser(app: FastifyInstance): void {
  app.operation('createUser', { permission: 'user' }, async (req, reply) => {
    const b = req.body;
    if (app.repos.users.byUsername(b.username))
      throw conflict(msg('user.username_taken', { username: b.username }));
    assertRoom(
      app,
      'UserListResponse',
      app.repos.organizations.membersOf(req.org!.id).length,
      (max) => msg('user.too_many', { max }),
    );
    const role = b.role ?? 'operator';
    assertRoleGrantable(req, role);
    if (b.permissions) assertFlagsGrantable(req, b.permissions, null);
    const permissions = b.permissions ?? defaultFlags(req, role);
    const passwordHash = await hashPassword(b.password, app.config.bcryptRounds);
    const now = app.clock.nowMs();
    const nickname = textOrNull(b.nickname);
    const user = app.repos.users.create(
      {
        username: b.username,
        nickname,
        email: null,
        cellphone: textOrNull(b.cellphone),
        user_type: 'normal',
        full_name: nickname ?? b.username,
        password_hash: passwordHash,
        activate_time: null,
      },
      now,
    );
    const m = app.repos.organizations.addMember(req.org!.id, user.id, role, permissions, now);
    await app.repos.commit();
    reply.code(201);
    return ok(userView(user, m));
  });
}
