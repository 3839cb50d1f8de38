/**
 * The wrapper's half of the provider-state protocol against a small stand-in state URL (node:http): what it sends, and
 * how it reports a state URL that misbehaves — each message names the URL.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changeState, stateHeaders } from './state-client';

let server: Server;
let url = '';
let seen: { method?: string; headers: IncomingMessage['headers']; body: unknown }[] = [];
let answer: { status: number; body: string; headers?: Record<string, string> };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, headers: req.headers, body: raw ? JSON.parse(raw) : null });
      res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
      res.end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_pact/provider-states`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
  answer = { status: 200, body: '{}' };
});

const STATE = 'a user is signed in';

describe('changeState', () => {
  it('posts {state, params, action} with the extra headers and answers the values', async () => {
    answer.body = JSON.stringify({ username: 'lihua', accessToken: 'A1' });
    const values = await changeState(url, { 'X-Token': 't0k' }, { state: STATE, params: { n: 1 } });
    expect(values).toEqual({ username: 'lihua', accessToken: 'A1' });
    expect(seen[0]).toMatchObject({
      method: 'POST',
      headers: { 'x-token': 't0k', 'content-type': 'application/json' },
      body: { state: STATE, params: { n: 1 }, action: 'setup' },
    });
    answer.body = '';
    await expect(changeState(url, {}, { state: STATE, action: 'teardown' })).resolves.toEqual({});
    expect(seen[1]?.body).toEqual({ state: STATE, params: {}, action: 'teardown' });
  });

  it('refuses a redirect, naming the URL and where it points, instead of following it as a GET', async () => {
    answer = { status: 301, body: '', headers: { location: `${url}/` } };
    await expect(changeState(url, {}, { state: STATE })).rejects.toThrow(
      `setup of "${STATE}": ${url} redirects (301 to ${url}/)`,
    );
    expect(seen).toHaveLength(1);
  });

  it('refuses an answer that is not a JSON object of values, naming the URL', async () => {
    for (const body of ['[1, 2]', '"pact"', 'null', '<html>ok</html>']) {
      answer.body = body;
      await expect(changeState(url, {}, { state: STATE }), body).rejects.toThrow(url);
    }
  });

  it('reports a refused state header with its status, and any other failure with the answer', async () => {
    answer = { status: 401, body: '{"detail":"Invalid token."}' };
    await expect(changeState(url, {}, { state: STATE })).rejects.toThrow(
      `${url} refused the state call (401): check PACT_STATE_HEADERS. {"detail":"Invalid token."}`,
    );
    answer = { status: 400, body: '{"error":"Unknown provider state"}' };
    await expect(changeState(url, {}, { state: 'the moon' })).rejects.toThrow(
      `setup of "the moon": ${url} answered 400: {"error":"Unknown provider state"}`,
    );
  });

  it('reads PACT_STATE_HEADERS as a JSON object only', () => {
    expect(stateHeaders('{"X-Mock-Control-Token": "abc", "X-N": 1}')).toEqual({
      'X-Mock-Control-Token': 'abc',
      'X-N': '1',
    });
    expect(stateHeaders(undefined)).toEqual({});
    for (const bad of ['[1]', 'X-Token: abc', '"x"'])
      expect(() => stateHeaders(bad), bad).toThrow('PACT_STATE_HEADERS must be a JSON object');
  });
});
