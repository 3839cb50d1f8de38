/**
 * /api/docs/control: the control plane's reference built from openapi/control.yaml, and the document itself — served
 * only while the control plane is on, without its token (a browser reads them).
 */
import type { FastifyInstance } from 'fastify';
import { CONTROL_REFERENCE } from '#src/api-docs/build-docs.js';
import { referenceRoutes } from '#src/api-docs/reference-routes.js';

export async function controlDocsRoutes(app: FastifyInstance) {
  referenceRoutes(app, CONTROL_REFERENCE, {
    page: '/api/docs/control',
    document: '/api/docs/control.yaml',
  });
}
