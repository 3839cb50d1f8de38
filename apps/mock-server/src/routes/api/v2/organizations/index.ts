/** Tag "organizations": the organizations the caller belongs to; create, rename, delete, hand over. */
import type { FastifyInstance } from 'fastify';
import { compareNames } from '#src/lib/collation.js';
import { conflict, forbidden, ok } from '#src/lib/errors.js';
import { assertRoom } from '#src/lib/limits.js';
import { requiredName } from '#src/lib/text.js';
import { orgView } from '#src/views/organizations.js';
import registerOrganization from './organization.js';
import { msg } from '#src/i18n/messages.js';

export default async function organizationRoutes(app: FastifyInstance) {
  app.operation('listOrganizations', (req) => {
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
    if (req.auth?.kind !== 'session') throw forbidden(msg('organization.token_may_not_create'));
    const name = requiredName(req.body.name, msg('organization.name_blank'));
    const slug = req.body.slug;
    if (app.repos.organizations.bySlug(slug))
      throw conflict(msg('organization.slug_taken', { slug }));
    const userId = req.auth.user.id;
    assertRoom(
      app,
      'OrganizationListResponse',
      app.repos.organizations.membershipsOf(userId).length,
      (max) => msg('organization.too_many', { max }),
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

  registerOrganization(app);
}
