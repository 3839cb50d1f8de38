/**
 * A signing secret derived from public inputs lets anyone forge a token for any user: the secret is random (JWT_SECRET
 * or a 0600 file), and a token without `exp` is refused (docs/decisions/0046-signing-secret.md).
 */
import { createHash } from 'node:crypto';
import { chmodSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { b64url, claimsOf, hs256, signIn, startMock, STRONG_SECRET, tempDir } from './support/mock';

const apps: FastifyInstance[] = [];
const cleanups: (() => void)[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  for (const c of cleanups.splice(0)) c();
});

async function mock(env: Record<string, string | undefined>): Promise<FastifyInstance> {
  const app = await startMock({ env: { MOCK_DB: ':memory:', ...env } });
  apps.push(app);
  return app;
}

const projectsWith = (app: FastifyInstance, jwt: string) =>
  app.inject({
    url: '/api/v2/projects/',
    headers: { authorization: `Bearer ${jwt}`, 'x-org-slug': 'demo-farm' },
  });

describe('forged access tokens', () => {
  it('refuses a token signed with the secret derived from the seed and the database path', async () => {
    const app = await mock({ NODE_ENV: 'development', JWT_SECRET: undefined });
    const { access } = await signIn(app, 'demo');
    expect((await projectsWith(app, access)).statusCode).toBe(200);
    const derived = createHash('sha256')
      .update(`iot-mock-jwt|demo|${resolve(':memory:')}`)
      .digest('hex');
    const now = Math.floor(Date.now() / 1000);
    const forged = hs256({ ...claimsOf(access), iat: now, exp: now + 600 }, derived);
    expect((await projectsWith(app, forged)).statusCode).toBe(401);
  });

  it('refuses a correctly signed token without exp, and one with alg none', async () => {
    const app = await mock({ NODE_ENV: 'development', JWT_SECRET: STRONG_SECRET });
    const { access } = await signIn(app, 'demo');
    const { exp: _exp, ...claims } = claimsOf(access);
    expect((await projectsWith(app, hs256(claims, STRONG_SECRET))).statusCode).toBe(401);
    const none = `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url(claimsOf(access))}.`;
    expect((await projectsWith(app, none)).statusCode).toBe(401);
  });
});

describe('the signing secret', () => {
  it('production refuses a JWT_SECRET shorter than 32 characters', async () => {
    await expect(mock({ NODE_ENV: 'production', JWT_SECRET: 'change-me' })).rejects.toThrow(
      /JWT_SECRET/,
    );
  });

  it('is generated on first start, kept 0600 beside the database and used again after a restart', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.remove);
    const env = {
      NODE_ENV: 'production',
      JWT_SECRET: undefined,
      MOCK_DB: join(tmp.dir, 'db.json'),
    };
    const first = await mock(env);
    const file = join(tmp.dir, 'jwt-secret');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const secret = readFileSync(file, 'utf8').trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    const { access } = await signIn(first, 'demo');
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    const second = await mock(env);
    expect(readFileSync(file, 'utf8').trim()).toBe(secret);
    expect((await projectsWith(second, access)).statusCode).toBe(200);

    const other = tempDir();
    cleanups.push(other.remove);
    const elsewhere = await mock({ ...env, MOCK_DB: join(other.dir, 'db.json') });
    expect(readFileSync(join(other.dir, 'jwt-secret'), 'utf8').trim()).not.toBe(secret);
    expect((await projectsWith(elsewhere, access)).statusCode).toBe(401);
  });

  it('production refuses a secret file that others may read', async () => {
    const tmp = tempDir();
    cleanups.push(tmp.remove);
    const env = {
      NODE_ENV: 'production',
      JWT_SECRET: undefined,
      MOCK_DB: join(tmp.dir, 'db.json'),
    };
    const first = await mock(env);
    await first.close();
    apps.splice(apps.indexOf(first), 1);
    chmodSync(join(tmp.dir, 'jwt-secret'), 0o644);
    await expect(mock(env)).rejects.toThrow(/jwt-secret/);
  });

  it('is documented: JWT_SECRET in the environment table of docs/mock-server.md', () => {
    const doc = readFileSync(new URL('../../docs/mock-server.md', import.meta.url), 'utf8');
    expect(doc).toMatch(/^\| `JWT_SECRET` /m);
  });
});
