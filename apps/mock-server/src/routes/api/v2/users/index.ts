/** Tag "users": sub-users (members) of the organization and its blacklist. */
import type { FastifyInstance } from 'fastify';
import { refusal } from '#src/auth/permissions.js';
import { ok } from '#src/lib/errors.js';
import { userView } from '#src/views/members.js';
import registerBlacklist from './blacklist.js';
import registerChangeMember from './change-member.js';
import registerCreateUser from './create-user.js';

export default async function userRoutes(app: FastifyInstance) {
  app.operation('listUsers', (req) => {
    const org = req.org!;
    const needle = req.query.search?.trim().toLowerCase();
    // Email and cellphone only for those who manage users (and one's own); nor are they searched for anyone else.
    const managesUsers = req.actor !== null && refusal(req.actor, 'user') === null;
    const self = req.auth?.kind === 'session' ? req.auth.user.id : null;
    const list = app.repos.organizations
      .membersOf(org.id)
      .filter((m) => !app.repos.organizations.isBlacklisted(org.id, m.user_id))
      .flatMap((m) => {
        const u = app.repos.users.byId(m.user_id);
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

  registerCreateUser(app);
  registerChangeMember(app);
  registerBlacklist(app);
}
