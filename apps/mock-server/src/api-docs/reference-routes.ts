/** The routes of a reference: its page (HTML built from the document, ./build-docs.ts) and the document itself. */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '#src/lib/errors.js';
import { readApiDocs, type Reference } from './build-docs.js';

export function referenceRoutes(
  app: FastifyInstance,
  reference: Reference,
  urls: { page: string; document: string },
): void {
  app.get(urls.page, async (req, reply) => {
    let html: Buffer;
    try {
      html = await readApiDocs(reference);
    } catch (err) {
      req.log.error({ err }, 'could not build the API reference');
      return reply.code(503).send(
        // for developers, in English
        errorBody(req.language, 'server_error', {
          text: `The API reference could not be built (redocly build-docs failed); the document itself is at ${urls.document}`,
        }),
      );
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
  app.get(urls.document, async (_req, reply) =>
    reply.type('application/yaml; charset=utf-8').send(readFileSync(reference.document)),
  );
}
