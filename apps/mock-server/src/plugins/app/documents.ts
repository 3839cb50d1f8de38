/**
 * HTML documents on their way out (the console's index.html and login/index.html, the monitoring board, the API
 * reference): read into a string once, then
 * - with MOCK_RESET_EVERY, `<meta name="iot-demo-reset" content="every=<seconds>; next=<ISO time>">` goes into the
 *   head, which the console's login page reads to say that (and when) the public demo resets itself. A backend
 *   that does not reset simply leaves the tag out (docs/security.md). Such a document is never cached (no-cache, no
 *   validators), since the time changes.
 */
import type { Readable } from 'node:stream';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

export const DEMO_RESET_META = 'iot-demo-reset';

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

export function withDemoResetMeta(html: string, everySeconds: number, nextAt: number): string {
  const tag = `<meta name="${DEMO_RESET_META}" content="every=${everySeconds}; next=${new Date(nextAt).toISOString()}">`;
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (h) => `${h}${tag}`) : tag + html;
}

export default fp(
  async function documents(app: FastifyInstance) {
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
      const every = app.config.resetEverySeconds;
      const next = app.nextResetAt();
      if (every === null || next === null) return payload;
      const html = await textOf(payload);
      if (html === null) return payload;
      reply.removeHeader('content-length');
      reply.removeHeader('etag');
      reply.removeHeader('last-modified');
      reply.header('cache-control', 'no-cache');
      return withDemoResetMeta(html, every, next);
    });
  },
  { name: 'documents', dependencies: ['reset'] },
);
