/** One API access token of the organization: renamed, paused, given another expiry or access, or deleted. */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokenRecord } from '#src/db/types.js';
import { notFound, ok } from '#src/lib/errors.js';
import type { AccessTokenChanges } from '#src/repositories/tokens.js';
import { tokenView } from '#src/views/tokens.js';
import { accessOf, checkTokenFields } from './token-fields.js';

export default function registerToken(app: FastifyInstance): void {
  const requireToken = (req: FastifyRequest, id: number): AccessTokenRecord => {
    const t = app.repos.tokens.byId(id);
    if (!t || t.org_id !== req.org?.id) throw notFound('access_token');
    return t;
  };

  app.operation('updateAccessToken', { permission: 'settings' }, async (req) => {
    const t = requireToken(req, req.params.token_id);
    const b = req.body;
    checkTokenFields(app, req, b);
    const changes: AccessTokenChanges = b.access_config ? accessOf(b.access_config) : {};
    if (b.name !== undefined) changes.name = b.name.trim();
    if (b.is_active !== undefined) changes.is_active = b.is_active;
    if (b.expires_at !== undefined) changes.expires_at = b.expires_at;
    app.repos.tokens.update(t, changes);
    await app.repos.commit();
    return ok(tokenView(t));
  });

  app.operation('deleteAccessToken', { permission: 'settings' }, async (req, reply) => {
    const t = requireToken(req, req.params.token_id);
    app.repos.tokens.delete(t);
    await app.repos.commit();
    return reply.code(204).send();
  });
}
