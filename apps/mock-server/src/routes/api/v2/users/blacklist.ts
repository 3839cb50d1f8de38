/**
 * The organization's blacklist: a barred member keeps their account and membership but every call naming the
 * organization is 403. Only members can be barred: any other username — of another organization or of nobody — gets
 * the same field error, so the blacklist tells nothing about users outside the organization (docs/security.md).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { roleRank } from '#src/auth/permissions.js';
import type { BlacklistRecord } from '#src/db/types.js';
import { conflict, fieldError, forbidden, notFound, ok } from '#src/lib/errors.js';
import { assertRoom } from '#src/lib/limits.js';
import { blacklistEntryView } from '#src/views/members.js';
import { msg } from '#src/i18n/messages.js';

export default function registerBlacklist(app: FastifyInstance): void {
  const view = (b: BlacklistRecord) => blacklistEntryView(b, app.repos.users.byId(b.user_id));
  const entries = (req: FastifyRequest) => app.repos.organizations.blacklistOf(req.org!.id);

  app.operation('listBlacklist', (req) =>
    ok(
      entries(req)
        .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
        .map(view),
    ),
  );

  app.operation('addToBlacklist', { permission: 'user' }, async (req, reply) => {
    const org = req.org!;
    const user = app.repos.users.byUsername(req.body.username.trim());
    const m = user ? app.repos.organizations.membership(org.id, user.id) : undefined;
    if (!user || !m) throw fieldError('username', msg('blacklist.no_such_member'));
    if (user.id === req.membership?.user_id) throw forbidden(msg('blacklist.self'));
    if (m.role === 'owner') throw forbidden(msg('blacklist.owner'));
    const mine = req.membership?.role ?? 'readonly';
    if (mine !== 'owner' && roleRank(m.role) >= roleRank(mine))
      throw forbidden(
        msg('blacklist.rank_too_low', { mine: msg(`role.${mine}`), role: msg(`role.${m.role}`) }),
      );
    if (entries(req).some((b) => b.user_id === user.id))
      throw conflict(msg('blacklist.already_barred', { username: user.username }));
    assertRoom(app, 'BlacklistListResponse', entries(req).length, (max) =>
      msg('blacklist.too_many', { max }),
    );
    const reason = req.body.reason?.trim() || null;
    const entry = app.repos.organizations.bar(org.id, user.id, reason, app.clock.nowMs());
    await app.repos.commit();
    reply.code(201);
    return ok(view(entry));
  });

  app.operation('removeFromBlacklist', { permission: 'user' }, async (req, reply) => {
    const entry = entries(req).find((b) => b.id === req.params.entry_id);
    if (!entry) throw notFound('blacklist_entry');
    app.repos.organizations.unbar(entry);
    await app.repos.commit();
    return reply.code(204).send();
  });
}
