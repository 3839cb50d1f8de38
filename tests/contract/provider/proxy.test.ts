/**
 * The wrapper's proxy between Pact's verifier and a stand-in backend (node:http): requests pass unchanged, and each
 * interaction keeps what explains its failure — the backend's own error message, or why its state could not be set up.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startProxy, STATE_PATH } from './proxy';

let backend: Server;
let base = '';
beforeAll(async () => {
  backend = createServer((req, res) => {
    if (req.url === '/_pact/states/')
      return void res.writeHead(401, { 'content-type': 'application/json' }).end('{"detail":"no"}');
    if (req.url === '/_pact/ok/')
      return void res.writeHead(200, { 'content-type': 'application/json' }).end('{"orgSlug":"o"}');
    const failing = req.url?.startsWith('/api/v2/organizations/');
    res.writeHead(failing ? 500 : 200, {
      'content-type': 'application/json',
      'x-seen': req.method ?? '',
    });
    res.end(
      failing
        ? '{"success":false,"error":{"message":"relation \\"org\\" does not exist"}}'
        : '{"success":true}',
    );
  });
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => backend.close(() => resolve())));

const setup = (url: string, state: string) =>
  fetch(`${url}${STATE_PATH}`, {
    method: 'POST',
    body: JSON.stringify({ state, action: 'setup' }),
  });

describe('startProxy', () => {
  it("keeps, per interaction, the backend's error message or the state client's error", async () => {
    const proxy = await startProxy({
      provider: base,
      state: { url: `${base}/_pact/ok/`, headers: {} },
    });
    expect(await (await setup(proxy.url, 'a user is signed in')).json()).toEqual({ orgSlug: 'o' });
    const passed = await fetch(`${proxy.url}/api/v2/account/`, { method: 'PATCH', body: '{}' });
    expect([passed.status, passed.headers.get('x-seen'), await passed.json()]).toEqual([
      200,
      'PATCH',
      { success: true },
    ]);
    await setup(proxy.url, 'a user is signed in and owns an organization');
    expect((await fetch(`${proxy.url}/api/v2/organizations/`)).status).toBe(500);
    await proxy.close();
    expect(proxy.notes).toEqual([undefined, 'relation "org" does not exist']);

    const refused = await startProxy({
      provider: base,
      state: { url: `${base}/_pact/states/`, headers: {} },
    });
    expect((await setup(refused.url, 'a user exists')).status).toBe(500);
    await refused.close();
    expect(refused.notes[0]).toContain(`${base}/_pact/states/ refused the state call (401)`);
  });
});
