/**
 * Sign-in with a limiter on failures: more than LOGIN_MAX_FAILURES (10) failed sign-ins for one username within
 * LOGIN_WINDOW_MS (a minute) answer 429 with Retry-After until the window passes; successful sign-ins are not counted.
 * The limiter is @fastify/rate-limit's, read without counting first and counted only when the password is wrong.
 */
import bcrypt from 'bcryptjs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verifyPassword } from '../../../../auth/sessions.js';
import type { UserRecord } from '../../../../db/types.js';
import { ApiError, ok } from '../../../../lib/errors.js';
import { accountView } from '../../../../views/account.js';

const INVALID = 'Invalid username or password';
const dummyHashes = new Map<number, string>();

/** A comparison as costly as a real one (same bcrypt rounds), for unknown usernames. */
async function burnComparison(password: string, rounds: number): Promise<false> {
  let hash = dummyHashes.get(rounds);
  if (!hash) {
    hash = bcrypt.hashSync('not-a-password', rounds);
    dummyHashes.set(rounds, hash);
  }
  await bcrypt.compare(password, hash);
  return false;
}

export function loginLimiter(app: FastifyInstance) {
  const limiter = app.createRateLimit({
    max: app.config.loginMaxFailures,
    timeWindow: app.config.loginWindowMs,
    keyGenerator: (req: FastifyRequest) =>
      `login:${String((req.body as { username?: unknown } | undefined)?.username ?? '').toLowerCase()}`,
  });
  return {
    async assertAllowed(req: FastifyRequest): Promise<void> {
      const state = await limiter(req, { increment: false });
      if (!state.isAllowed && state.remaining === 0) {
        const wait = Math.max(1, state.ttlInSeconds);
        throw new ApiError(
          429,
          'throttled',
          `Too many failed sign-ins; try again in ${wait} seconds`,
          undefined,
          { 'retry-after': String(wait) },
        );
      }
    },
    async countFailure(req: FastifyRequest): Promise<void> {
      await limiter(req);
    },
  };
}

export async function signIn(app: FastifyInstance, user: UserRecord) {
  const token = await app.sessions.issue(user);
  return ok({ user: accountView(user), token });
}

export default function registerLogin(app: FastifyInstance): void {
  const limiter = loginLimiter(app);

  app.operation('login', async (req) => {
    await limiter.assertAllowed(req);
    const { username, password } = req.body;
    const user = app.repos.userByName(username);
    // An unknown username costs a bcrypt comparison too, so timing does not tell which usernames exist.
    const valid = user
      ? await verifyPassword(user, password)
      : await burnComparison(password, app.config.bcryptRounds);
    if (!user || !valid) {
      await limiter.countFailure(req);
      throw new ApiError(401, 'authentication_failed', INVALID);
    }
    return signIn(app, user);
  });

  app.operation('loginWxmp', async (req) => {
    const code = req.body.code;
    const username = code.startsWith('mock-') ? code.slice(5) : '';
    const user = username ? app.repos.userByName(username) : undefined;
    if (!user || user.user_type !== 'wechat')
      throw new ApiError(401, 'authentication_failed', 'Invalid WeChat login code');
    return signIn(app, user);
  });
}
