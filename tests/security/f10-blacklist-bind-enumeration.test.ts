/**
 * Cross-tenant enumeration (blacklist and bind; the download links are another test): blacklisting a non-member must not
 * reveal that user, and bind answers the same whether a device id exists or not.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope, signIn, startMock, type Session } from './support/mock';

let app: FastifyInstance;
let demo: Session;
let outsider: Session;
beforeAll(async () => {
  app = await startMock({ env: { NODE_ENV: 'development', MOCK_DB: ':memory:' } });
  demo = await signIn(app, 'demo');
  outsider = await signIn(app, 'outsider');
});
afterAll(() => app.close());

/** What a caller can tell two answers apart by: status and body. */
const seen = (res: LightMyRequestResponse) => ({ status: res.statusCode, body: res.json() });

describe('the blacklist does not reveal users of other organizations', () => {
  const bar = (username: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v2/users/blacklist/',
      headers: demo.headers('demo-farm'),
      payload: { username, reason: 'probe' },
    });

  it('answers a user of another organization exactly like a username nobody has', async () => {
    const other = await bar('outsider');
    const nobody = await bar('no-such-user-anywhere');
    expect(other.statusCode).toBeGreaterThanOrEqual(400);
    expect(seen(other)).toEqual(seen(nobody));
    expect(other.body).not.toMatch(/outsider|"id"/);
    const list = await app.inject({
      url: '/api/v2/users/blacklist/',
      headers: demo.headers('demo-farm'),
    });
    expect(list.body).not.toContain('outsider');
  });

  it('still bars a member of the organization', async () => {
    const res = await bar('zhangwei');
    expect(res.statusCode).toBe(201);
    expect(envelope<{ user: { username: string } }>(res).data.user.username).toBe('zhangwei');
  });
});

describe('binding does not reveal which device ids exist', () => {
  const bind = (by: Session, org: string, deviceId: string, safeCode: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v2/devices/bind/',
      headers: by.headers(org),
      payload: { device_id: deviceId, safe_code: safeCode },
    });

  it('answers an unknown id, an unbound device and a device of another organization alike without the safe code', async () => {
    const unknown = await bind(outsider, 'other-org', 'SIM-NOPE-404', 'WRONG');
    const unbound = await bind(outsider, 'other-org', 'SIM-BIND-003', 'WRONG');
    const taken = await bind(outsider, 'other-org', 'SIM-0001', 'WRONG');
    expect(unknown.statusCode).toBe(400);
    expect(seen(unbound)).toEqual(seen(unknown));
    expect(seen(taken)).toEqual(seen(unknown));
    expect(envelope(unknown).error?.fields?.safe_code?.length).toBe(1);
  });

  it('binds with the right safe code', async () => {
    const res = await bind(outsider, 'other-org', 'SIM-BIND-003', 'SAFE-003');
    expect(res.statusCode).toBe(201);
  });
});
