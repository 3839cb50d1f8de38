/**
 * The verifier's half of the provider-state protocol against a small stand-in backend (node:http): what it sends to
 * the state URL, when it signs the state's account in, and how it reports a state URL that misbehaves.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StateClient, stateHeaders } from './state-client';

interface Seen {
  url: string;
  headers: IncomingMessage['headers'];
  body: unknown;
}

let server: Server;
let base = '';
let seen: Seen[] = [];
let answer: { status: number; body: string } = { status: 200, body: '{}' };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      seen.push({ url: req.url ?? '', headers: req.headers, body });
      res.setHeader('content-type', 'application/json');
      if (req.url === '/api/v2/account/login/') {
        const good = body?.username === 'lihua' && body.password === 'Lihua#2026';
        res.statusCode = good ? 200 : 401;
        res.end(JSON.stringify(good ? { data: { token: { access: 'A1', refresh: 'R1' } } } : {}));
        return;
      }
      res.statusCode = answer.status;
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  answer = { status: 200, body: '{}' };
});

const client = () => new StateClient(base, `${base}/_pact/provider-states`, { 'X-Token': 't0k' });

describe('StateClient', () => {
  it('posts {state, params, action} with the extra headers and signs the named account in', async () => {
    answer.body = JSON.stringify({ username: 'lihua', password: 'Lihua#2026', orgSlug: 'pact-1' });
    const values = await client().setup('a user is signed in and owns an organization', { n: 1 });
    expect(seen[0]?.url).toBe('/_pact/provider-states');
    expect(seen[0]?.headers['x-token']).toBe('t0k');
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.body).toEqual({
      state: 'a user is signed in and owns an organization',
      params: { n: 1 },
      action: 'setup',
    });
    expect(seen[1]?.url).toBe('/api/v2/account/login/');
    expect(values).toEqual({
      username: 'lihua',
      password: 'Lihua#2026',
      orgSlug: 'pact-1',
      accessToken: 'A1',
      refreshToken: 'R1',
    });
  });

  it('uses an access token the state returns as it is, without signing in', async () => {
    answer.body = JSON.stringify({ username: 'lihua', password: 'x', accessToken: 'expired' });
    const values = await client().setup('a user is signed in with an expired access token');
    expect(values.accessToken).toBe('expired');
    expect(seen.map((s) => s.url)).toEqual(['/_pact/provider-states']);
  });

  it('sends teardowns and accepts an empty answer', async () => {
    answer.body = '';
    expect(await client().change('a user exists', 'teardown')).toEqual({});
    expect(seen[0]?.body).toMatchObject({ action: 'teardown', state: 'a user exists' });
  });

  it('names the state when the state URL refuses it or answers no object', async () => {
    answer = { status: 400, body: '{"error":{"message":"Unknown provider state"}}' };
    await expect(client().setup('the moon is full')).rejects.toThrow(
      /setup of "the moon is full": the state URL answered 400 .*Unknown provider state/,
    );
    answer = { status: 200, body: '["not", "an object"]' };
    await expect(client().setup('a user exists')).rejects.toThrow(/must answer a JSON object/);
  });

  it('fails the state when its account cannot sign in', async () => {
    answer.body = JSON.stringify({ username: 'lihua', password: 'wrong' });
    await expect(client().setup('a user exists')).rejects.toThrow(
      "sign-in of the state's account lihua answered 401",
    );
  });

  it('reads PACT_STATE_HEADERS as a JSON object', () => {
    expect(stateHeaders('{"X-Mock-Control-Token":"abc","X-N":1}')).toEqual({
      'X-Mock-Control-Token': 'abc',
      'X-N': '1',
    });
    expect(stateHeaders(undefined)).toEqual({});
    expect(() => stateHeaders('X-Token: abc')).toThrow(/JSON object/);
    expect(() => stateHeaders('["a"]')).toThrow(/JSON object/);
  });
});
