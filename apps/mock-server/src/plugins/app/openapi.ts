/**
 * The OpenAPI glue: the document is loaded once (openapi/openapi.yaml), request validation uses its schemas (Ajv,
 * strings of path/query/headers coerced, bodies strict), and `app.operation()` registers one operation by operationId.
 */
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { getDocument, type OpenApiDocument } from '@iot/openapi';
import type { OperationOptions } from '#src/auth/access.js';
import { registerOperation, type OperationHandler } from '#src/openapi/operation.js';
import type { OperationId } from '#src/openapi/types.js';
import { compile } from '#src/openapi/validators.js';

export interface OperationRegistrar {
  <K extends OperationId>(id: K, handler: OperationHandler<K>): void;
  <K extends OperationId>(id: K, options: OperationOptions, handler: OperationHandler<K>): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    contract: OpenApiDocument;
    /** Registers the route of an operation of the document (method, url and schemas from the document). */
    operation: OperationRegistrar;
  }
}

export default fp(
  async function openapi(app: FastifyInstance) {
    const doc = getDocument();
    const errorSchema = doc.components.schemas.ErrorResponse;
    if (!errorSchema) throw new Error('The document has no ErrorResponse schema');
    app.decorate('contract', doc);
    app.setValidatorCompiler(({ schema, method, httpPart }) =>
      compile(
        httpPart === 'body' ? (method === 'POST' ? 'create' : 'body') : 'input',
        schema as never,
      ),
    );
    // Route files call app.operation on their own (encapsulated) instance; `this` is that instance.
    app.decorate('operation', function (this: FastifyInstance, ...args: unknown[]) {
      const [id, a, b] = args as [OperationId, never, never];
      const op = doc.operations.get(id);
      if (!op) throw new Error(`Unknown operationId ${id}`);
      const [opts, handler] = typeof a === 'function' ? [{}, a] : [a, b];
      registerOperation(
        this,
        op,
        errorSchema,
        this.config.strictResponses,
        this.guard,
        opts,
        handler,
      );
    } as OperationRegistrar);
  },
  { name: 'openapi' },
);
