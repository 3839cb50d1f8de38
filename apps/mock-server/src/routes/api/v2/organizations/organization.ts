/** One organization the caller belongs to: read it, rename it, delete it with all it owns, hand it over. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Area } from '#src/auth/access.js';
import { refusal } from '#src/auth/permissions.js';
import type { OrganizationRecord } from '#src/db/types.js';
import { fieldError, forbidden, ok } from '#src/lib/errors.js';
import { requiredName } from '#src/lib/text.js';
import { dropExports } from '#src/services/export-files.js';
import { orgView } from '#src/views/organizations.js';
import { msg } from '#src/i18n/messages.js';

export default function registerOrganization(app: FastifyInstance): void {
  /** The organization of the path (not of X-Org-Slug), if the caller's role may act on `area` of it. */
  const access = (req: FastifyRequest, slug: string, area?: Area): OrganizationRecord => {
    const org = app.guard.orgAccess(req, slug);
    if (area) {
      const why = refusal(req.actor!, area);
      if (why) throw forbidden(why);
    }
    return org;
  };

  app.operation('getOrganization', (req) => {
    const org = access(req, req.params.slug);
    return ok(orgView(req, org, req.membership));
  });

  app.operation('updateOrganization', async (req) => {
    const org = access(req, req.params.slug, 'settings');
    app.repos.organizations.rename(
      org,
      requiredName(req.body.name, msg('organization.name_blank')),
    );
    await app.repos.commit();
    return ok(orgView(req, org, req.membership));
  });

  app.operation('deleteOrganization', async (req, reply) => {
    const org = access(req, req.params.slug, 'owner');
    const tasks = app.repos.organizations.delete(org);
    await app.repos.commit();
    await dropExports(app, tasks);
    return reply.code(204).send();
  });

  app.operation('transferOrganization', async (req) => {
    const org = access(req, req.params.slug, 'owner');
    const { new_owner, confirm_slug } = req.body;
    if (confirm_slug !== org.slug)
      throw fieldError('confirm_slug', msg('organization.confirm_slug'));
    const caller = req.membership!;
    const user = app.repos.users.byUsername(new_owner.trim());
    const target = user ? app.repos.organizations.membership(org.id, user.id) : undefined;
    if (!user || !target || app.repos.organizations.isBlacklisted(org.id, user.id))
      throw fieldError(
        'new_owner',
        msg('organization.new_owner_not_member', { username: new_owner }),
      );
    if (target.id === caller.id) throw fieldError('new_owner', msg('organization.already_owner'));
    app.repos.organizations.handOver(caller, target);
    await app.repos.commit();
    return ok(orgView(req, org, caller));
  });
}
