/** Tag "tokens": API access tokens of the organization (created by members who may change its settings). */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sha256 } from '#src/auth/sessions.js';
import { ok } from '#src/lib/errors.js';
import { assertRoom } from '#src/lib/limits.js';
import { tokenView } from '#src/views/tokens.js';
import registerToken from './token.js';
import { accessOf, checkTokenFields } from './token-fields.js';
import { msg } from '#src/i18n/messages.js';

export default async function tokenRoutes(app: FastifyInstance) {
  app.operation('listAccessTokens', (req) => {
    const list = app.repos.tokens
      .ofOrganization(req.org!.id)
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
      .map((t) => tokenView(t));
    return ok(list);
  });

  app.operation('createAccessToken', { permission: 'settings' }, async (req, reply) => {
    const b = req.body;
    checkTokenFields(app, req, b);
    assertRoom(
      app,
      'AccessTokenListResponse',
      app.repos.tokens.ofOrganization(req.org!.id).length,
      (max) => msg('token.too_many', { max }),
    );
    const secret = `iot_${randomBytes(20).toString('hex')}`;
    const auth = req.auth;
    const token = app.repos.tokens.create(
      {
        name: b.name.trim(),
        org_id: req.org!.id,
        created_by: auth?.kind === 'session' ? auth.user.id : 0,
        hash: sha256(secret),
        last4: secret.slice(-4),
        ...accessOf(b.access_config),
        is_active: true,
        expires_at: b.expires_at,
        last_used_at: null,
      },
      app.clock.nowMs(),
    );
    await app.repos.commit();
    reply.code(201);
    return ok(tokenView(token, secret));
  });

  registerToken(app);
}
