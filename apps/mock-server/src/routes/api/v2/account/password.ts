/**
 * The signed-in user's password: changed with the current one, to a new one of at least 8 characters; every other
 * session of the user ends (this one stays signed in).
 */
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '#src/auth/sessions.js';
import { fieldError, fieldErrors, ok } from '#src/lib/errors.js';

export default function registerPassword(app: FastifyInstance): void {
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
    app.repos.users.setPasswordHash(
      user,
      await hashPassword(new_password, app.config.bcryptRounds),
    );
    app.sessions.revokeOthers(user.id, sessionId);
    await app.repos.commit();
    return ok(null);
  });
}
