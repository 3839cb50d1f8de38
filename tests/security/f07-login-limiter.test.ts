/**
 * The sign-in limiter counts an attempt before the password is checked, or parallel guesses all get an answer; it counts
 * per address as well as per username, or spraying usernames goes unlimited; and the right password from another address
 * still gets in, or an attacker locks everyone out. bcrypt's cost under load is measured by tests/security/login-flood.mjs,
 * not by a timed test.
 */
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { envelope, signInRequest, startMock } from './support/mock';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
});

/** The mock with the default limits (the vitest environment sets none). */
async function mock(): Promise<FastifyInstance> {
  const app = await startMock({
    env: {
      NODE_ENV: 'development',
      MOCK_DB: ':memory:',
      LOGIN_MAX_FAILURES: undefined,
      LOGIN_MAX_FAILURES_PER_ADDRESS: undefined,
    },
  });
  apps.push(app);
  return app;
}

const ATTACKER = '203.0.113.7';

describe('sign-in attempts are counted before the password is checked', () => {
  it('answers 200 parallel wrong passwords for one account with at most 10 answers other than 429', async () => {
    const app = await mock();
    const answers = await Promise.all(
      Array.from({ length: 200 }, () =>
        app.inject(signInRequest('demo', 'wrong-password', ATTACKER)),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s !== 429).length).toBeLessThanOrEqual(10);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(190);
    const limited = answers.find((a) => a.statusCode === 429);
    expect(envelope(limited!).error?.code).toBe('throttled');
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('still lets the right password in from another address, not from the locked one', async () => {
    const app = await mock();
    for (let i = 0; i < 12; i++)
      await app.inject(signInRequest('demo', 'wrong-password', ATTACKER));
    expect((await app.inject(signInRequest('demo', undefined, ATTACKER))).statusCode).toBe(429);
    expect((await app.inject(signInRequest('demo', undefined, '198.51.100.20'))).statusCode).toBe(
      200,
    );
  });

  it('limits one address spraying one password over 40 usernames', async () => {
    const app = await mock();
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++)
      statuses.push(
        (await app.inject(signInRequest(`user${i}`, 'Spring2026!', ATTACKER))).statusCode,
      );
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(10);
    // another address is not limited by it
    expect((await app.inject(signInRequest('viewer', undefined, '198.51.100.21'))).statusCode).toBe(
      200,
    );
  });

  it('does not count successful sign-ins: many from one address stay allowed', async () => {
    const app = await mock();
    for (let i = 0; i < 40; i++)
      expect((await app.inject(signInRequest('viewer', undefined, ATTACKER))).statusCode).toBe(200);
  });

  it('behind a proxy (TRUST_PROXY=1) counts the client address of X-Forwarded-For', async () => {
    const app = await startMock({
      env: { NODE_ENV: 'development', MOCK_DB: ':memory:', TRUST_PROXY: '1' },
    });
    apps.push(app);
    const via = (client: string, password?: string) =>
      app.inject({
        ...signInRequest('demo', password, '127.0.0.1'),
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < 10; i++) await via(ATTACKER, 'wrong-password');
    expect((await via(ATTACKER)).statusCode).toBe(429);
    expect((await via('198.51.100.22')).statusCode).toBe(200);
  });
});
