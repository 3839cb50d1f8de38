/**
 * The language of each answer (docs/decisions/0160-server-message-language.md): `request.language`,
 * resolved from `Accept-Language` once per request, is what the envelope's messages are rendered in; every answer of
 * the API says it in `Content-Language`, and `Vary: Accept-Language` tells caches that the header chose it.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { negotiateLanguage, type Language } from '#src/i18n/language.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of this answer's messages, from Accept-Language (zh by default). */
    readonly language: Language;
  }
}

const RESOLVED = Symbol('language');
const API_PREFIX = '/api/v2/';

function addVary(reply: FastifyReply, name: string): void {
  const vary = reply.getHeader('vary');
  // the common case (nothing else varies the answer) splits and joins nothing
  if (vary === undefined) {
    reply.header('vary', name);
    return;
  }
  const names = String(vary).split(/\s*,\s*/);
  if (!names.some((n) => n === '*' || n.toLowerCase() === name.toLowerCase()))
    reply.header('vary', [...names, name].join(', '));
}

export default fp(
  async function i18n(app: FastifyInstance) {
    // a getter: what refuses a request before any hook (the router, the rate limit) has the language too
    app.decorateRequest('language', {
      getter(this: { headers: Record<string, unknown>; [RESOLVED]?: Language }) {
        return (this[RESOLVED] ??= negotiateLanguage(
          this.headers['accept-language'] as string | undefined,
        ));
      },
    });
    // Callback style: two headers, no promise.
    app.addHook('onSend', (request, reply, payload, done) => {
      if (request.url.startsWith(API_PREFIX)) {
        reply.header('content-language', request.language);
        addVary(reply, 'Accept-Language');
      }
      done(null, payload);
    });
  },
  { name: 'i18n' },
);
