/** Tag "account": sign-in, session tokens and the signed-in user's own account. */
import type { FastifyInstance } from 'fastify';
import { conflict, forbidden, ok } from '#src/lib/errors.js';
import type { ProfileChanges } from '#src/repositories/users.js';
import { textOrNull } from '#src/lib/text.js';
import { accountView } from '#src/views/account.js';
import registerLogin from './login.js';
import registerPassword from './password.js';
import { msg } from '#src/i18n/messages.js';

export default async function accountRoutes(app: FastifyInstance) {
  registerLogin(app);

  app.operation('logout', { sessionOnly: true }, async (req) => {
    if (req.auth?.kind !== 'session') throw new Error('unreachable: session only');
    await app.sessions.revoke(req.body.refresh, req.auth.user.id, req.ip);
    return ok(null);
  });

  app.operation('refreshToken', async (req) =>
    ok(
      app.variants.access_only_refresh
        ? await app.sessions.renewAccess(req.body.refresh, req.ip)
        : await app.sessions.rotate(req.body.refresh, req.ip),
    ),
  );

  app.operation('getAccount', (req) => {
    const user = req.auth?.user;
    if (!user) throw forbidden(msg('auth.api_token_creator_gone'));
    return ok(accountView(user));
  });

  app.operation('updateAccount', { sessionOnly: true }, async (req) => {
    if (req.auth?.kind !== 'session') throw new Error('unreachable: session only');
    const user = req.auth.user;
    const body = req.body;
    const changes: ProfileChanges = {};
    if (body.nickname !== undefined) changes.nickname = textOrNull(body.nickname);
    if (body.email !== undefined) {
      const email = textOrNull(body.email)?.toLowerCase() ?? null;
      if (email && app.repos.users.emailTaken(email, user.id))
        throw conflict(msg('account.email_taken'));
      changes.email = email;
    }
    app.repos.users.updateProfile(user, changes);
    await app.repos.commit();
    return ok(accountView(user));
  });

  registerPassword(app);
}
