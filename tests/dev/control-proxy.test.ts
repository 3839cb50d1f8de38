/**
 * The console's dev server hands the mock's control token only to its own pages' calls of the control plane and of a
 * sandbox (apps/web/control-proxy.ts, docs/decisions/0141-control-plane-in-the-browser.md): a page of another site, a
 * DNS-rebound name or an ordinary API call gets nothing added.
 */
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const web = join(import.meta.dirname, '../../apps/web');
const TOKEN = 'token-of-the-dev-proxy-test-0123456789';

/** What this test uses of Vite's dev server (Vite is the console's dependency, loaded from apps/web). */
interface DevServer {
  listen: () => Promise<unknown>;
  close: () => Promise<void>;
  httpServer: Server | null;
}

let mock: Server;
let devServer: DevServer | undefined;
let port = 0;
/** What the mock received: the control token of each path, or null. */
const received = new Map<string, string | null>();

beforeAll(async () => {
  mock = createServer((req, res) => {
    const given = req.headers['x-mock-control-token'];
    received.set(req.url ?? '', typeof given === 'string' ? given : null);
    res.end('{}');
  });
  await new Promise<void>((resolve) => mock.listen(0, '127.0.0.1', resolve));
  const saved = { ...process.env };
  process.env.MOCK_PORT = String((mock.address() as AddressInfo).port);
  process.env.MOCK_CONTROL_TOKEN = TOKEN;
  delete process.env.VITE_API_PROXY_TARGET;
  try {
    const vitePath = createRequire(join(web, 'package.json')).resolve('vite');
    const vite = (await import(pathToFileURL(vitePath).href)) as {
      createServer: (config: Record<string, unknown>) => Promise<DevServer>;
    };
    const server = await vite.createServer({
      configFile: join(web, 'vite.config.ts'),
      root: web,
      logLevel: 'silent',
      server: { port: 0, strictPort: false },
    });
    await server.listen();
    devServer = server;
    port = (server.httpServer?.address() as AddressInfo).port;
  } finally {
    process.env = saved;
  }
}, 60_000);
afterAll(async () => {
  await devServer?.close();
  mock?.close();
});

/** Sends a request through the dev server as a browser would, with `headers`; resolves with what the mock received. */
function through(path: string, headers: IncomingHttpHeaders): Promise<string | null | undefined> {
  received.delete(path);
  return new Promise((resolve, reject) => {
    const req = request(
      { host: '127.0.0.1', port, path, headers: { host: `localhost:${port}`, ...headers } },
      (res) => {
        res.resume();
        res.on('end', () => resolve(received.get(path)));
      },
    );
    req.on('error', reject);
    req.end();
  });
}

describe("the console's dev server and the control token", () => {
  it("adds it to its own page's control-plane call and sandbox call", async () => {
    expect(await through('/__mock__/clock', { 'sec-fetch-site': 'same-origin' })).toBe(TOKEN);
    const own = { origin: `http://localhost:${port}`, 'sec-fetch-site': 'same-origin' };
    expect(await through('/__mock__/clock/pause', own)).toBe(TOKEN);
    expect(await through('/api/v2/account/', { ...own, 'x-mock-sandbox': 'tab-1' })).toBe(TOKEN);
  });

  it('adds nothing to an ordinary API call', async () => {
    expect(await through('/api/v2/account/', { 'sec-fetch-site': 'same-origin' })).toBeNull();
  });

  it("adds nothing to another site's page, nor to a DNS-rebound name", async () => {
    const other = { origin: 'http://evil.example', 'sec-fetch-site': 'cross-site' };
    expect(await through('/__mock__/reset', other)).toBeNull();
    expect(await through('/__mock__/reset', { 'sec-fetch-site': 'same-site' })).toBeNull();
    // the page of evil.example, its name rebound to 127.0.0.1: the dev server refuses the host or adds nothing
    expect(await through('/__mock__/reset', { host: `evil.example:${port}` })).not.toBe(TOKEN);
  });
});
