/**
 * Exposure: the mock listens on loopback in development, every answer carries the security headers (CSP,
 * frame-ancestors, nosniff, referrer policy), and resets, forged tokens and lockouts each leave a log line.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  signIn,
  signInRequest,
  startMock,
  STRONG_SECRET,
  tempDir,
  type LogLine,
} from './support/mock';

const apps: FastifyInstance[] = [];
const cleanups: (() => void)[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((a) => a.close()));
  for (const c of cleanups.splice(0)) c();
});

async function mock(env: Record<string, string | undefined>, config = {}, logs?: LogLine[]) {
  const app = await startMock({ env: { MOCK_DB: ':memory:', ...env }, config, logs });
  apps.push(app);
  return app;
}

const INLINE = 'document.documentElement.dataset.theme="dark";';

/** A built console: two documents with an inline first-paint script. */
function webDist(): string {
  const tmp = tempDir();
  cleanups.push(tmp.remove);
  const page = `<!doctype html><html><head><script>${INLINE}</script><script type="module" src="/static/app.js"></script></head><body></body></html>`;
  writeFileSync(join(tmp.dir, 'index.html'), page);
  mkdirSync(join(tmp.dir, 'login'));
  writeFileSync(join(tmp.dir, 'login', 'index.html'), page);
  return tmp.dir;
}

/** The directives of a Content-Security-Policy header. */
function csp(header: unknown): Map<string, string[]> {
  return new Map(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('where the mock listens', () => {
  it('binds 127.0.0.1 by default in development (and in the demo); HOST exposes it', async () => {
    for (const NODE_ENV of ['development', 'production']) {
      const app = await mock({ NODE_ENV, HOST: undefined, JWT_SECRET: STRONG_SECRET });
      expect(app.config.host).toBe('127.0.0.1');
    }
    const exposed = await mock({ NODE_ENV: 'development', HOST: '0.0.0.0' });
    expect(exposed.config.host).toBe('0.0.0.0');
  });
});

describe('security headers', () => {
  it('sends nosniff, a referrer policy and a locked-down CSP with every answer but documents, refusals too', async () => {
    const app = await mock({
      NODE_ENV: 'production',
      JWT_SECRET: STRONG_SECRET,
      MOCK_RATE_LIMIT: '3',
    });
    const answers = [
      // no session (401), no route (404), a sandbox without the control token (401), the fourth call of the minute
      // (the rate limit's 429), a static file
      await app.inject({ url: '/api/v2/projects/', headers: { 'x-org-slug': 'demo-farm' } }),
      await app.inject({ url: '/api/v2/nothing/' }),
      await app.inject({ url: '/api/v2/account/', headers: { 'x-mock-sandbox': 'a' } }),
      await app.inject({ url: '/api/v2/account/' }),
      await app.inject({ url: '/assets/factor-icons/default.svg' }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([401, 404, 401, 429, 200]);
    for (const res of answers) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      const policy = csp(res.headers['content-security-policy']);
      expect(policy.get('default-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    }
    // the API's answers say their language, the 429 too
    expect(answers.slice(0, 4).map((r) => r.headers['content-language'])).toEqual(
      Array(4).fill('zh'),
    );
  });

  it("gives the console's documents a CSP that admits only their own inline script", async () => {
    const app = await mock(
      { NODE_ENV: 'production', JWT_SECRET: STRONG_SECRET },
      { webDist: webDist() },
    );
    const hash = `'sha256-${createHash('sha256').update(INLINE).digest('base64')}'`;
    for (const url of ['/', '/login', '/org/demo-farm/devices/']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const policy = csp(res.headers['content-security-policy']);
      expect(policy.get('script-src')).toEqual(["'self'", hash]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
      expect(policy.get('connect-src')).toEqual(["'self'"]);
      // no validators: a 304 would keep the cached body under headers computed without it
      expect(res.headers.etag).toBeUndefined();
      expect(res.headers['last-modified']).toBeUndefined();
    }
  });

  it('lets the monitor page frame the monitoring board, and the configured origins too', async () => {
    const app = await mock({
      NODE_ENV: 'production',
      JWT_SECRET: STRONG_SECRET,
      MOCK_FRAME_ANCESTORS: 'https://console.example.org',
    });
    const res = await app.inject({ url: '/monitor-board/?org_slug=demo-farm' });
    const policy = csp(res.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://console.example.org']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
  });
});

describe('a warn-level log line for each security event', () => {
  it('logs a reset, a forged token, a lockout and a refused control-plane call', async () => {
    const logs: LogLine[] = [];
    const token = 'control-token-of-the-security-suite-0123456789';
    const app = await mock(
      { NODE_ENV: 'development', MOCK_CONTROL_TOKEN: token, LOGIN_MAX_FAILURES: '3' },
      {},
      logs,
    );
    const events = () => logs.filter((l) => l.level === 40).map((l) => l.security);

    await app.inject({ method: 'POST', url: '/__mock__/reset', payload: {} });
    expect(events()).toContain('control-refused');

    await app.inject({
      method: 'POST',
      url: '/__mock__/reset',
      headers: { 'x-mock-control-token': token },
      payload: {},
    });
    expect(events()).toContain('reset');

    const { access } = await signIn(app, 'demo');
    const [head, body] = access.split('.');
    await app.inject({
      url: '/api/v2/projects/',
      headers: { authorization: `Bearer ${head}.${body}.forged`, 'x-org-slug': 'demo-farm' },
    });
    expect(events()).toContain('invalid-token');

    for (let i = 0; i < 5; i++) await app.inject(signInRequest('viewer', 'wrong', '203.0.113.9'));
    expect(events().filter((e) => e === 'lockout')).toHaveLength(1);
    const lockout = logs.find((l) => l.security === 'lockout');
    expect(lockout).toMatchObject({ ip: '203.0.113.9' });
  });
});
