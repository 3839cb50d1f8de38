/**
 * `controlOperation(app, operationId, handler)`: the route of one operation of openapi/control.yaml, registered the way
 * `app.operation` registers the product's (src/openapi/operation.ts) — method, url, request validation and reply checks
 * from the document. Its caller is checked by the control plane's guard (./guard.ts), not by the API's.
 */
import type { FastifyInstance } from 'fastify';
import { getControlDocument } from '@iot/openapi';
import { registerOperation, type HandlerIn } from '#src/openapi/operation.js';
import type { ControlOperation, ControlOperationId } from '#src/openapi/types.js';

export function controlOperation<K extends ControlOperationId>(
  app: FastifyInstance,
  operationId: K,
  handler: HandlerIn<ControlOperation<K>>,
): void {
  const doc = getControlDocument();
  const errorSchema = doc.components.schemas.ErrorResponse;
  if (!errorSchema) throw new Error('control.yaml has no ErrorResponse schema');
  registerOperation(
    app,
    doc.operation(operationId),
    errorSchema,
    app.config.strictResponses,
    null,
    {},
    handler,
  );
}
