/** /api/docs: the API reference built from openapi/openapi.yaml (self-contained HTML), and the document itself. */
import type { FastifyInstance } from 'fastify';
import { PRODUCT_REFERENCE } from '#src/api-docs/build-docs.js';
import { referenceRoutes } from '#src/api-docs/reference-routes.js';

export default async function apiDocsRoutes(app: FastifyInstance) {
  referenceRoutes(app, PRODUCT_REFERENCE, {
    page: '/api/docs',
    document: '/api/docs/openapi.yaml',
  });
}
