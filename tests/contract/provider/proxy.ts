/**
 * A local HTTP server passing every request to a provider and back unchanged — kept custom because the verifier's
 * report names what differed but not the provider's answer, whose error message usually names the cause. With
 * `state`, POST /__pact-wrapper/state goes to the state URL through the state client instead, and for each interaction
 * the proxy notes why it may fail: the state client's error, or the provider's message in an error answer (Pact's
 * verifier sets each interaction's state up just before its request, in the pact's order). Tests give `transform` to
 * play a provider that answers otherwise.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { changeState, type StateChange } from './state-client';

export const STATE_PATH = '/__pact-wrapper/state';
export interface Proxy {
  url: string;
  /** By the interaction's place in the verified pact: a failed state change, or what the provider said of an error. */
  notes: (string | undefined)[];
  close(): Promise<void>;
}
type Transform = (
  method: string,
  path: string,
  status: number,
  body: unknown,
  sent: unknown,
) => unknown;

const HOP =
  /^(host|connection|keep-alive|transfer-encoding|content-length|content-encoding|accept-encoding)$/i;

/** The provider's message in an error answer: the envelope's `error.message`, DRF's `detail`, or the whole body. */
function said(body: string): string {
  try {
    const json = JSON.parse(body) as { error?: { message?: string }; detail?: string };
    return json.error?.message ?? json.detail ?? body;
  } catch {
    return body;
  }
}

export async function startProxy(opts: {
  provider: string;
  state?: { url: string; headers: Record<string, string> };
  transform?: Transform;
}): Promise<Proxy> {
  const notes: (string | undefined)[] = [];
  // a handle of this verification run: the backend keeps its worlds apart from another run's by it
  const run = { 'X-Pact-Run': randomUUID() };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const method = req.method ?? 'GET';
      if (opts.state && req.url === STATE_PATH) {
        const change = JSON.parse(body.toString() || '{}') as StateChange;
        if (change.action !== 'teardown') notes.push(undefined);
        try {
          const values = await changeState(
            opts.state.url,
            { ...opts.state.headers, ...run },
            change,
          );
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(values));
        } catch (e) {
          notes[notes.length - 1] ??= String(e instanceof Error ? e.message : e);
          res.writeHead(500, { 'content-type': 'text/plain' }).end(notes.at(-1));
        }
        return;
      }
      try {
        const headers = Object.entries(req.headers).filter(([k]) => !HOP.test(k));
        const upstream = await fetch(`${opts.provider.replace(/\/+$/, '')}${req.url}`, {
          method,
          headers: headers.map(([k, v]) => [k, String(v)] as [string, string]),
          body: method === 'GET' || method === 'HEAD' ? undefined : body,
          redirect: 'manual',
        });
        let text = Buffer.from(await upstream.arrayBuffer());
        const json = /json/.test(upstream.headers.get('content-type') ?? '');
        if (opts.transform && json && text.length) {
          const changed = opts.transform(
            method,
            req.url ?? '',
            upstream.status,
            JSON.parse(text.toString()),
            body.length ? (JSON.parse(body.toString()) as unknown) : undefined,
          );
          text = Buffer.from(JSON.stringify(changed));
        }
        if (notes.length && upstream.status >= 400) notes[notes.length - 1] = said(text.toString());
        const out = [...upstream.headers].filter(([k]) => !HOP.test(k));
        res.writeHead(upstream.status, Object.fromEntries(out)).end(text);
      } catch (e) {
        res.writeHead(502, { 'content-type': 'text/plain' }).end(`proxy: ${String(e)}`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections()));
  return { url: `http://127.0.0.1:${port}`, notes, close };
}
