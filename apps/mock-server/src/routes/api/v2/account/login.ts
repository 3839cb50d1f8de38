/**
 * Sign-in behind the limiter (src/auth/login-throttle.ts, docs/security.md): the attempt is counted per account and
 * address and per address before the password is checked, a refused attempt answers 429 with Retry-After and costs no
 * bcrypt, a successful one gives its count back. The comparison runs in the hasher's worker threads.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HasherBusyError } from '#src/auth/password-hasher.js';
import { hashPassword, verifyPassword } from '#src/auth/sessions.js';
import type { UserRecord } from '#src/db/types.js';
import { ApiError, ok } from '#src/lib/errors.js';
import { requestOrigin, securityEvent } from '#src/lib/security-log.js';
import { CONTROL_TOKEN_HEADER, hasControlToken } from '#src/auth/control-token.js';
import { accountView } from '#src/views/account.js';
import { msg, type Message } from '#src/i18n/messages.js';

const dummyHashes = new Map<number, Promise<string>>();

const throttled = (seconds: number, message: Message): ApiError =>
  new ApiError(429, 'throttled', message, undefined, { 'retry-after': String(seconds) });

/** A comparison as costly as a real one (same bcrypt rounds), for unknown usernames. */
async function burnComparison(password: string, rounds: number): Promise<false> {
  let hash = dummyHashes.get(rounds);
  if (!hash) {
    hash = hashPassword('not-a-password', rounds);
    dummyHashes.set(rounds, hash);
  }
  await verifyPassword({ password_hash: await hash } as UserRecord, password);
  return false;
}

/**
 * The sign-in limiter's scope of a request (docs/decisions/0080-one-sign-in-limiter.md): one for everybody,
 * whatever sandbox a request names — else naming another sandbox would give fresh limits — except a caller holding the
 * control-plane token (a test harness, which may reset the limiter anyway), whose sandbox counts apart.
 */
function throttleScope(app: FastifyInstance, req: FastifyRequest): string {
  const sandbox = app.world.name;
  if (sandbox === null || !app.config.control) return '';
  return hasControlToken(req.headers[CONTROL_TOKEN_HEADER], app.config.controlToken)
    ? `sandbox:${sandbox}`
    : '';
}

/** Counts the attempt or refuses it (429); returns what a success gives back. */
function admit(app: FastifyInstance, req: FastifyRequest, username: string) {
  const attempt = app.loginThrottle.attempt(
    username,
    req.ip,
    app.worlds.clock.nowMs(), // one limiter for every world (ADR 0018), on the server's clock
    throttleScope(app, req),
  );
  if (attempt.allowed) return attempt.ticket;
  const wait = Math.ceil(attempt.retryAfterMs / 1000);
  if (attempt.firstRefusal)
    securityEvent(req.log, 'lockout', `sign-in locked out (${attempt.scope}) for ${wait} s`, {
      ...requestOrigin(req),
      scope: attempt.scope,
      username: attempt.scope === 'account' ? username : undefined,
    });
  throw throttled(wait, msg('auth.too_many_failed_sign_ins', { seconds: wait }));
}

export async function signIn(app: FastifyInstance, user: UserRecord) {
  const token = await app.sessions.issue(user);
  return ok({ user: accountView(user), token });
}

export default function registerLogin(app: FastifyInstance): void {
  app.operation('login', async (req) => {
    const { username, password } = req.body;
    const ticket = admit(app, req, username);
    const user = app.repos.users.byUsername(username);
    let valid: boolean;
    try {
      // An unknown username costs a bcrypt comparison too, so timing does not tell which usernames exist.
      valid = user
        ? await verifyPassword(user, password)
        : await burnComparison(password, app.config.bcryptRounds);
    } catch (err) {
      if (err instanceof HasherBusyError) throw throttled(5, msg('auth.sign_ins_busy'));
      throw err;
    }
    if (!user || !valid)
      throw new ApiError(401, 'authentication_failed', msg('auth.invalid_credentials'));
    app.loginThrottle.succeeded(ticket);
    return signIn(app, user);
  });

  app.operation('loginWxmp', async (req) => {
    const code = req.body.code;
    const username = code.startsWith('mock-') ? code.slice(5) : '';
    const user = username ? app.repos.users.byUsername(username) : undefined;
    if (!user || user.user_type !== 'wechat')
      throw new ApiError(401, 'authentication_failed', msg('auth.invalid_wechat_code'));
    return signIn(app, user);
  });
}
