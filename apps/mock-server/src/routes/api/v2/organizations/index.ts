/** Tag "organizations": the organizations the caller belongs to; create, rename, delete, hand over. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Area } from '#src/auth/access.js';
import { refusal } from '#src/auth/permissions.js';
import type { OrganizationRecord } from '#src/db/types.js';
import { compareNames } from '#src/lib/collation.js';
import { conflict, fieldError, forbidden, ok } from '#src/lib/errors.js';
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
      const org = app.repos.org(auth.token.org_id);
      return ok(org ? [orgView(req, org, null)] : []);
    }
    const list = app.repos
      .membershipsOf(auth.user.id)
      .filter((m) => !app.repos.isBlacklisted(m.org_id, m.user_id))
      .flatMap((m) => {
        const org = app.repos.org(m.org_id);
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
    if (app.repos.orgBySlug(slug)) throw conflict(`The organization identifier "${slug}" is taken`);
    const userId = req.auth.user.id;
    assertRoom(
      app,
      'OrganizationListResponse',
      app.repos.all('memberships').filter((m) => m.user_id === userId).length,
      (max) =>
        `You belong to ${max} organizations, the most one user may; leave or delete one first.`,
    );
    const now = new Date().toISOString();
    const org: OrganizationRecord = {
      id: app.repos.nextId('organizations'),
      slug,
      name,
      created_at: now,
    };
    const m = {
      id: app.repos.nextId('memberships'),
      org_id: org.id,
      user_id: req.auth.user.id,
      role: 'owner' as const,
      can_manage_project: true,
      can_manage_device: true,
      can_manage_user: true,
      can_manage_settings: true,
      created_at: now,
    };
    app.repos.add('organizations', org);
    app.repos.add('memberships', m);
    await app.repos.commit();
    reply.code(201);
    return ok(orgView(req, org, m));
  });

  app.operation('getOrganization', async (req) => {
    const org = access(req, req.params.slug);
    return ok(orgView(req, org, req.membership));
  });

  app.operation('updateOrganization', async (req) => {
    const org = access(req, req.params.slug, 'settings');
    org.name = cleanName(req.body.name);
    app.repos.save('organizations', org);
    await app.repos.commit();
    return ok(orgView(req, org, req.membership));
  });

  app.operation('deleteOrganization', async (req, reply) => {
    const org = access(req, req.params.slug, 'owner');
    const r = app.repos;
    const projectIds = new Set(r.projectsOf(org.id).map((p) => p.project_id));
    for (const dev of [...r.devicesOf(org.id)]) {
      dev.org_id = null;
      dev.project_id = null;
      dev.bind_time = null;
      r.save('devices', dev);
    }
    r.remove('organizations', (o) => o.id === org.id);
    r.remove('projects', (p) => p.org_id === org.id);
    r.remove('favorites', (f) => projectIds.has(f.project_id));
    r.remove('memberships', (m) => m.org_id === org.id);
    r.remove('blacklist', (b) => b.org_id === org.id);
    r.remove('accessTokens', (t) => t.org_id === org.id);
    r.remove('downloadTasks', (t) => t.org_id === org.id);
    r.remove('forwarders', (f) => f.org_id === org.id);
    await r.commit();
    return reply.code(204).send();
  });

  app.operation('transferOrganization', async (req) => {
    const org = access(req, req.params.slug, 'owner');
    const { new_owner, confirm_slug } = req.body;
    if (confirm_slug !== org.slug)
      throw fieldError('confirm_slug', 'Type the identifier of this organization to confirm.');
    const caller = req.membership!;
    const user = app.repos.userByName(new_owner.trim());
    const target = user ? app.repos.membership(org.id, user.id) : undefined;
    if (!user || !target || app.repos.isBlacklisted(org.id, user.id))
      throw fieldError('new_owner', `"${new_owner}" is not a member of this organization.`);
    if (target.id === caller.id)
      throw fieldError('new_owner', 'You already own this organization.');
    Object.assign(target, {
      role: 'owner',
      can_manage_project: true,
      can_manage_device: true,
      can_manage_user: true,
      can_manage_settings: true,
    });
    caller.role = 'manager';
    app.repos.save('memberships', target, caller);
    await app.repos.commit();
    return ok(orgView(req, org, caller));
  });
}
