/**
 * Sign-in behind the limiter (src/auth/login-throttle.ts, docs/security.md): the attempt is counted per account and
 * address and per address before the password is checked, a refused attempt answers 429 with Retry-After and costs no
 * bcrypt, a successful one gives its count back. The comparison runs in the hasher's worker threads, at most a few of
 * one address at once, behind a short queue (429 beyond either).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
    hash.catch(() => dummyHashes.delete(rounds));
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
function admit(app: FastifyInstance, req: FastifyRequest, username: string, scope: string) {
  const attempt = app.loginThrottle.attempt(
    username,
    req.ip,
    app.worlds.clock.nowMs(), // one limiter for every world (ADR 0018), on the server's clock
    scope,
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

async function issue(app: FastifyInstance, user: UserRecord) {
  const token = await app.sessions.issue(user);
  return ok({ user: accountView(user), token });
}

/**
 * Signs `user` in — in a public demo in the visitor's own sandbox, created now for a visitor without one (its seeded
 * account of the same name: the password was checked where the request ran, in the seed's main world).
 */
async function signIn(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  user: UserRecord,
) {
  const world = await app.visitorWorld(req, reply);
  if (world === null || world === app.world) return issue(app, user);
  return app.worlds.run(world, () => {
    const own = app.repos.users.byUsername(user.username);
    if (!own) throw new ApiError(401, 'authentication_failed', msg('auth.invalid_credentials'));
    return issue(app, own);
  });
}

export default function registerLogin(app: FastifyInstance): void {
  app.operation('login', async (req, reply) => {
    const { username, password } = req.body;
    const scope = throttleScope(app, req);
    const ticket = admit(app, req, username, scope);
    if (!app.loginThrottle.checkStarts(req.ip, scope))
      throw throttled(1, msg('auth.sign_in_being_checked'));
    const user = app.repos.users.byUsername(username);
    let valid: boolean;
    try {
      // An unknown username costs a bcrypt comparison too, so timing does not tell which usernames exist.
      valid = user
        ? await verifyPassword(user, password)
        : await burnComparison(password, app.config.bcryptRounds);
    } finally {
      app.loginThrottle.checkDone(req.ip, scope);
    }
    if (!user || !valid)
      throw new ApiError(401, 'authentication_failed', msg('auth.invalid_credentials'));
    app.loginThrottle.succeeded(ticket);
    return signIn(app, req, reply, user);
  });

  app.operation('loginWxmp', async (req, reply) => {
    const code = req.body.code;
    const username = code.startsWith('mock-') ? code.slice(5) : '';
    const user = username ? app.repos.users.byUsername(username) : undefined;
    if (!user || user.user_type !== 'wechat')
      throw new ApiError(401, 'authentication_failed', msg('auth.invalid_wechat_code'));
    return signIn(app, req, reply, user);
  });
}
