/**
 * The signed-in user's password: changed with the current one, to a new one of at least 8 characters; every other
 * session of the user ends (this one stays signed in).
 */
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '#src/auth/sessions.js';
import { fieldError, fieldErrors, ok } from '#src/lib/errors.js';
import { msg, type Message } from '#src/i18n/messages.js';

const MIN_PASSWORD_LENGTH = 8;

export default function registerPassword(app: FastifyInstance): void {
  app.operation('changePassword', { sessionOnly: true }, async (req) => {
    if (req.auth?.kind !== 'session') throw new Error('unreachable: session only');
    const { user, sessionId } = req.auth;
    const { old_password, new_password, confirm_password } = req.body;
    if (!(await verifyPassword(user, old_password)))
      throw fieldError('old_password', msg('account.wrong_password'));
    const errors: Record<string, Message> = {};
    if (new_password !== confirm_password)
      errors.confirm_password = msg('account.passwords_differ');
    if (new_password.trim().length < MIN_PASSWORD_LENGTH)
      errors.new_password = msg('account.password_too_short', { min: MIN_PASSWORD_LENGTH });
    else if (new_password === old_password) errors.new_password = msg('account.password_unchanged');
    if (Object.keys(errors).length > 0) throw fieldErrors(errors);
    app.repos.users.setPasswordHash(
      user,
      await hashPassword(new_password, app.config.bcryptRounds),
    );
    app.sessions.revokeOthers(user.id, sessionId);
    await app.repos.commit();
    return ok(null);
  });
}
