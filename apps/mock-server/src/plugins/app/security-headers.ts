/**
 * Security headers of every answer (docs/security.md): `X-Content-Type-Options: nosniff`, `Referrer-Policy:
 * no-referrer`, and a Content-Security-Policy — for HTML documents (the console's index.html and login/index.html,
 * the monitoring board, the API reference) one computed from the document (src/lib/csp.ts: own origin plus the
 * configured API, assets and monitor origins, inline scripts by hash; frame-ancestors 'self', for the monitoring board
 * also MOCK_FRAME_ANCESTORS), for everything else `default-src 'none'; frame-ancestors 'none'`.
 * With MOCK_RESET_EVERY, `<meta name="iot-demo-reset" content="every=<seconds>; next=<ISO time>">` goes into a
 * document's head: the console's login page reads it to say that (and when) the public demo resets itself; a backend
 * that does not reset simply leaves it out. Documents are sent without validators (no 304: the policy and the
 * announcement belong to the body they were computed from).
 */
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { API_CSP, documentCsp } from '#src/lib/csp.mjs';

export const DEMO_RESET_META = 'iot-demo-reset';
const MONITOR_BOARD = /^\/monitor-board(\/|$)/;
const COMMON_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;
/** The security headers of every answer that is not a document. */
export const API_HEADERS = { ...COMMON_HEADERS, 'content-security-policy': API_CSP } as const;

const isStream = (payload: unknown): payload is Readable =>
  typeof (payload as Readable | null)?.pipe === 'function';

async function textOf(payload: unknown): Promise<string | null> {
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  if (!isStream(payload)) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of payload) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

/** The document with the announcement at the end of its head (or at its end, without a head). */
export function withDemoResetMeta(html: string, everySeconds: number, nextAt: number): string {
  const tag = `<meta name="${DEMO_RESET_META}" content="every=${everySeconds}; next=${new Date(nextAt).toISOString()}">`;
  return /<\/head>/i.test(html) ? html.replace(/<\/head>/i, `  ${tag}\n  </head>`) : html + tag;
}

export default fp(
  async function securityHeaders(app: FastifyInstance) {
    const origins = app.config.cspOrigins;
    const document = async (url: string, reply: FastifyReply, payload: unknown) => {
      let html = await textOf(payload);
      // HEAD (and any answer without a body): no policy of its own, the document's answer has it
      if (html === null || html === '') return html ?? payload;
      // A document's policy lists its inline scripts' hashes: never answer 304 (the browser would keep the body and
      // take the 304's headers), always the document with its own policy.
      reply.removeHeader('etag');
      reply.removeHeader('last-modified');
      reply.header('cache-control', 'no-cache');
      const every = app.config.resetEverySeconds;
      const next = app.nextResetAt();
      if (every !== null && next !== null) html = withDemoResetMeta(html, every, next);
      reply.removeHeader('content-length');
      const frameable = MONITOR_BOARD.test(url);
      reply.header('content-security-policy', documentCsp(html, origins, { frameable }));
      return html;
    };
    // Callback style: an API answer sets three fixed headers and creates no promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
        reply.headers(API_HEADERS);
        return done(null, payload);
      }
      reply.headers(COMMON_HEADERS);
      document(request.url, reply, payload).then(
        (body) => done(null, body),
        (err: Error) => done(err),
      );
    });
  },
  { name: 'security-headers', dependencies: ['reset'] },
);
