/** Tag "organizations": the organizations the caller belongs to; create, rename, delete, hand over. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Area } from '#src/auth/access.js';
import { refusal } from '#src/auth/permissions.js';
import type { OrganizationRecord } from '#src/db/types.js';
import { compareNames } from '#src/lib/collation.js';
import { conflict, fieldError, forbidden, ok } from '#src/lib/errors.js';
import { dropExports } from '#src/services/export-files.js';
import { orgView } from '#src/views/organizations.js';
import { assertRoom } from '#src/lib/limits.js';

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw fieldError('name', 'Organization name cannot be empty.');
  return trimmed;
}

export default async function organizationRoutes(app: FastifyInstance) {
  const access = (req: FastifyRequest, slug: string, area?: Area): OrganizationRecord => {
    const org = app.guard.orgAccess(req, slug);
    if (area) {
      const why = refusal(req.actor!, area);
      if (why) throw forbidden(why);
    }
    return org;
  };

  app.operation('listOrganizations', async (req) => {
    const auth = req.auth!;
    if (auth.kind === 'token') {
      const org = app.repos.organizations.byId(auth.token.org_id);
      return ok(org ? [orgView(req, org, null)] : []);
    }
    const list = app.repos.organizations
      .membershipsOf(auth.user.id)
      .filter((m) => !app.repos.organizations.isBlacklisted(m.org_id, m.user_id))
      .flatMap((m) => {
        const org = app.repos.organizations.byId(m.org_id);
        return org ? [orgView(req, org, m)] : [];
      })
      .sort((a, b) => compareNames(a.name, b.name));
    return ok(list);
  });

  app.operation('createOrganization', { sessionOnly: true }, async (req, reply) => {
    if (req.auth?.kind !== 'session')
      throw forbidden('API access tokens may not create organizations');
    const name = cleanName(req.body.name);
    const slug = req.body.slug;
    if (app.repos.organizations.bySlug(slug))
      throw conflict(`The organization identifier "${slug}" is taken`);
    const userId = req.auth.user.id;
    assertRoom(
      app,
      'OrganizationListResponse',
      app.repos.organizations.membershipsOf(userId).length,
      (max) =>
        `You belong to ${max} organizations, the most one user may; leave or delete one first.`,
    );
    const { org, membership } = app.repos.organizations.create(
      { slug, name },
      userId,
      app.clock.nowMs(),
    );
    await app.repos.commit();
    reply.code(201);
    return ok(orgView(req, org, membership));
  });

  app.operation('getOrganization', async (req) => {
    const org = access(req, req.params.slug);
    return ok(orgView(req, org, req.membership));
  });

  app.operation('updateOrganization', async (req) => {
    const org = access(req, req.params.slug, 'settings');
    app.repos.organizations.rename(org, cleanName(req.body.name));
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
      throw fieldError('confirm_slug', 'Type the identifier of this organization to confirm.');
    const caller = req.membership!;
    const user = app.repos.users.byUsername(new_owner.trim());
    const target = user ? app.repos.organizations.membership(org.id, user.id) : undefined;
    if (!user || !target || app.repos.organizations.isBlacklisted(org.id, user.id))
      throw fieldError('new_owner', `"${new_owner}" is not a member of this organization.`);
    if (target.id === caller.id)
      throw fieldError('new_owner', 'You already own this organization.');
    app.repos.organizations.handOver(caller, target);
    await app.repos.commit();
    return ok(orgView(req, org, caller));
  });
}
