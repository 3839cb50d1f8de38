/**
 * The console's dev server (`pnpm dev`) adds the mock's control token to the console's own calls of the control plane
 * (/__mock__/) and of a sandbox (X-Mock-Sandbox) on their way to the local mock, so that the simulator workbench works
 * in the browser while the browser never holds the token (docs/decisions/0141-control-plane-in-the-browser.md). Only a
 * request of a page of the dev server itself gets it: its Host is a loopback name (a DNS-rebound page sends its own
 * name), its Origin — when sent — is that host's, and its Sec-Fetch-Site is `same-origin` (or `none`, typed into the
 * address bar). A page of another site gets nothing added, and the mock refuses it.
 */
import { readFileSync } from 'node:fs';
import type { ClientRequest, IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d+)?$/i;
const OWN_SITE = new Set(['same-origin', 'none']);
const one = (value: string | string[] | undefined): string | undefined =>
  Array.isArray(value) ? value[0] : value;

/** Whether a request comes from a page of this dev server (or from no page at all: a script on this machine). */
export function isOwnPageRequest(headers: IncomingHttpHeaders): boolean {
  const host = one(headers.host) ?? '';
  if (!LOOPBACK_HOST.test(host)) return false;
  const origin = one(headers.origin);
  if (origin !== undefined && origin !== `http://${host}`) return false;
  const site = one(headers['sec-fetch-site']);
  return site === undefined || OWN_SITE.has(site);
}

/** Whether a request needs the control token: a control-plane call, or a call in a sandbox. */
export const needsControlToken = (url: string, headers: IncomingHttpHeaders): boolean =>
  url.startsWith('/__mock__/') || headers['x-mock-sandbox'] !== undefined;

const MOCK_DATA = fileURLToPath(new URL('../mock-server/.data/db.json', import.meta.url));

/**
 * The mock's control token as `pnpm dev` starts the mock: MOCK_CONTROL_TOKEN, else the file it keeps it in beside its
 * database — read at every call, so a restart of the mock or a new token needs no restart here; null without either.
 */
export function controlTokenOf(env: Record<string, string | undefined>): () => string | null {
  if (env.MOCK_CONTROL_TOKEN) return () => env.MOCK_CONTROL_TOKEN ?? null;
  const db = env.MOCK_DB && env.MOCK_DB !== ':memory:' ? env.MOCK_DB : MOCK_DATA;
  const file = join(dirname(db), 'control-token');
  return () => {
    try {
      return readFileSync(file, 'utf8').trim() || null;
    } catch {
      return null; // the mock has not started yet
    }
  };
}

/** The proxy's `proxyReq` listener that adds the token where it belongs. */
export const addControlToken =
  (token: () => string | null) =>
  (proxyReq: ClientRequest, req: IncomingMessage): void => {
    if (!needsControlToken(req.url ?? '', req.headers) || !isOwnPageRequest(req.headers)) return;
    const value = token();
    if (value) proxyReq.setHeader('x-mock-control-token', value);
  };
