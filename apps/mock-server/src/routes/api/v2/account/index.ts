/** Tag "account": sign-in, session tokens and the signed-in user's own account. */
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '#src/auth/sessions.js';
import { conflict, fieldError, fieldErrors, forbidden, ok } from '#src/lib/errors.js';
import { accountView } from '#src/views/account.js';
import registerLogin from './login.js';

export default async function accountRoutes(app: FastifyInstance) {
  registerLogin(app);

  app.operation('logout', { sessionOnly: true }, async (req) => {
    if (req.auth?.kind !== 'session') throw new Error('unreachable: session only');
    await app.sessions.revoke(req.body.refresh, req.auth.user.id);
    return ok(null);
  });

  app.operation('refreshToken', async (req) =>
    ok(
      app.variants.access_only_refresh
        ? app.sessions.renewAccess(req.body.refresh)
        : await app.sessions.rotate(req.body.refresh),
    ),
  );

  app.operation('getAccount', async (req) => {
    const user = req.auth?.user;
    if (!user) throw forbidden('The member who created this API access token no longer exists');
    return ok(accountView(user));
  });

  app.operation('updateAccount', { sessionOnly: true }, async (req) => {
    if (req.auth?.kind !== 'session') throw new Error('unreachable: session only');
    const user = req.auth.user;
    const body = req.body;
    if (body.nickname !== undefined) {
      const nickname = body.nickname === null ? null : body.nickname.trim();
      user.nickname = nickname === '' ? null : nickname;
    }
    if (body.email !== undefined) {
      const email = body.email === null ? null : body.email.trim().toLowerCase();
      if (
        email &&
        app.repos.all('users').some((u) => u.id !== user.id && u.email?.toLowerCase() === email)
      )
        throw conflict('This email address is used by another account');
      user.email = email === '' ? null : email;
    }
    app.repos.save('users', user);
    await app.repos.commit();
    return ok(accountView(user));
  });

  app.operation('changePassword', { sessionOnly: true }, async (req) => {
    if (req.auth?.kind !== 'session') throw new Error('unreachable: session only');
    const { user, sessionId } = req.auth;
    const { old_password, new_password, confirm_password } = req.body;
    if (!(await verifyPassword(user, old_password)))
      throw fieldError('old_password', 'Current password is incorrect.');
    const errors: Record<string, string> = {};
    if (new_password !== confirm_password)
      errors.confirm_password = 'The two passwords do not match.';
    if (new_password.trim().length < 8)
      errors.new_password = 'The new password must have at least 8 characters.';
    else if (new_password === old_password)
      errors.new_password = 'The new password must differ from the current one.';
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    user.password_hash = await hashPassword(new_password, app.config.bcryptRounds);
    app.repos.save('users', user);
    app.sessions.revokeOthers(user.id, sessionId);
    await app.repos.commit();
    return ok(null);
  });
}
