/** /api/docs: the API reference built from openapi/openapi.yaml (self-contained HTML), and the document itself. */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { readApiDocs } from '#src/api-docs/build-docs.js';
import { errorBody } from '#src/lib/errors.js';
import { DOCUMENT_PATH } from '@iot/openapi';

export default async function apiDocsRoutes(app: FastifyInstance) {
  app.get('/api/docs', async (req, reply) => {
    let html: Buffer;
    try {
      html = await readApiDocs();
    } catch (err) {
      req.log.error({ err }, 'could not build the API reference');
      return reply.code(503).send(
        // for developers, in English
        errorBody(req.language, 'server_error', {
          text: 'The API reference could not be built (redocly build-docs failed); the document itself is at /api/docs/openapi.yaml',
        }),
      );
    }
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
  app.get('/api/docs/openapi.yaml', async (_req, reply) =>
    reply.type('application/yaml; charset=utf-8').send(readFileSync(DOCUMENT_PATH)),
  );
}
