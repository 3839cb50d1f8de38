/** Tag "tokens": API access tokens of the organization (created by members who may change its settings). */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sha256 } from '#src/auth/sessions.js';
import type { AccessTokenRecord, Schemas } from '#src/db/types.js';
import { fieldErrors, notFound, ok } from '#src/lib/errors.js';
import { localDayStart } from '#src/simulation/time.js';
import { tokenView } from '#src/views/tokens.js';
import { assertRoom } from '#src/lib/limits.js';

type Config = Schemas['TokenAccessConfig'];

export default async function tokenRoutes(app: FastifyInstance) {
  /** Start of the current day in the server's time zone (MOCK_TZ): an expiry on that day is still allowed. */
  const startOfToday = (): number => localDayStart(app.clock.nowSeconds(), app.config.tz) * 1000;
  /** Field rules beyond the schema: a name that is not blank, an expiry not before today, projects of this org. */
  const check = (
    req: FastifyRequest,
    b: { name?: string; expires_at?: string | null; access_config?: Config },
  ) => {
    const errors: Record<string, string> = {};
    if (b.name !== undefined && !b.name.trim()) errors.name = 'Token name cannot be empty.';
    if (b.expires_at && Date.parse(b.expires_at) < startOfToday())
      errors.expires_at = 'The expiry date cannot be earlier than today.';
    const c = b.access_config;
    if (c && !c.all_projects) {
      if (c.projects.length === 0)
        errors['access_config.projects'] = 'Choose at least one project, or allow all projects.';
      const unknown = c.projects.find((p) => app.repos.project(p)?.org_id !== req.org?.id);
      if (unknown)
        errors['access_config.projects'] = `Project ${unknown} is not in this organization.`;
    }
    if (Object.keys(errors).length) throw fieldErrors(errors);
  };

  const requireToken = (req: FastifyRequest, id: number): AccessTokenRecord => {
    const t = app.repos.find('accessTokens', (x) => x.id === id);
    if (!t || t.org_id !== req.org?.id) throw notFound('Access token');
    return t;
  };

  app.operation('listAccessTokens', async (req) => {
    const list = app.repos
      .all('accessTokens')
      .filter((t) => t.org_id === req.org!.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map((t) => tokenView(t));
    return ok(list);
  });

  app.operation('createAccessToken', { permission: 'settings' }, async (req, reply) => {
    const b = req.body;
    check(req, b);
    assertRoom(
      app,
      'AccessTokenListResponse',
      app.repos.all('accessTokens').filter((t) => t.org_id === req.org!.id).length,
      (max) => `An organization has at most ${max} API access tokens; delete one first.`,
    );
    const secret = `iot_${randomBytes(20).toString('hex')}`;
    const auth = req.auth;
    const token: AccessTokenRecord = {
      id: app.repos.nextId('accessTokens'),
      name: b.name.trim(),
      org_id: req.org!.id,
      created_by: auth?.kind === 'session' ? auth.user.id : 0,
      hash: sha256(secret),
      last4: secret.slice(-4),
      role: b.access_config.role,
      all_projects: b.access_config.all_projects,
      projects: b.access_config.all_projects ? [] : [...new Set(b.access_config.projects)],
      is_active: true,
      expires_at: b.expires_at,
      last_used_at: null,
      created_at: new Date().toISOString(),
    };
    app.repos.add('accessTokens', token);
    await app.repos.commit();
    reply.code(201);
    return ok(tokenView(token, secret));
  });

  app.operation('updateAccessToken', { permission: 'settings' }, async (req) => {
    const t = requireToken(req, req.params.token_id);
    const b = req.body;
    check(req, b);
    if (b.name !== undefined) t.name = b.name.trim();
    if (b.is_active !== undefined) t.is_active = b.is_active;
    if (b.expires_at !== undefined) t.expires_at = b.expires_at;
    if (b.access_config) {
      t.role = b.access_config.role;
      t.all_projects = b.access_config.all_projects;
      t.projects = t.all_projects ? [] : [...new Set(b.access_config.projects)];
    }
    app.repos.save('accessTokens', t);
    await app.repos.commit();
    return ok(tokenView(t));
  });

  app.operation('deleteAccessToken', { permission: 'settings' }, async (req, reply) => {
    const t = requireToken(req, req.params.token_id);
    app.repos.remove('accessTokens', (x) => x.id === t.id);
    await app.repos.commit();
    return reply.code(204).send();
  });
}
