/**
 * Loads openapi/openapi.yaml and indexes its operations by operationId, with every `$ref` resolved — the one reader of
 * the document for the mock server, the contract tests and the console's screen-test handlers.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { dereference, follow, isObject, pointer, type JsonObject } from './refs.js';
import { readDocument } from './snapshot.js';
import type { JsonSchema } from './schema.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface OperationResponse {
  /** The media types of the answer (none for 204). */
  contentTypes: string[];
  /** The JSON schema of the answer; null without a JSON body (204, text/csv). */
  schema: JsonSchema | null;
  /** The example the document gives for the JSON answer, if any. */
  example?: unknown;
}

export interface Operation {
  operationId: string;
  method: HttpMethod;
  /** The document's path, e.g. /api/v2/projects/{project_id}/. */
  path: string;
  /** The same path with `:name` parameters (Fastify, msw), e.g. /api/v2/projects/:project_id/. */
  url: string;
  tag: string;
  /** false when the operation declares `security: []`. */
  authenticated: boolean;
  /** Whether the operation takes the X-Org-Slug header. */
  orgScoped: boolean;
  parameters: OperationParameter[];
  body: { schema: JsonSchema; required: boolean } | null;
  /** The declared answers by status code. */
  responses: Map<number, OperationResponse>;
}

export interface OpenApiDocument {
  raw: JsonObject;
  components: { schemas: Record<string, JsonSchema> };
  operations: Map<string, Operation>;
  /** The operation with `operationId`; throws when the document has none. */
  operation: (operationId: string) => Operation;
  /** The operation whose method and path template match a concrete request (the most specific template wins). */
  operationOf: (method: string, path: string) => Operation | undefined;
  /**
   * A numeric limit the document states for a property of a named schema, e.g. `schemaLimit('FactorListResponse',
   * 'data', 'maxItems')`: a property may be a $ref to a schema of its own, and that one a oneOf of forms (a list as an
   * array or wrapped in `results`, docs/decisions/0057-lists-plain-or-wrapped.md); the first form that states the keyword gives it.
   */
  schemaLimit: (schema: string, property: string, keyword: string) => number;
}

/**
 * openapi/openapi.yaml of the repository this module sits in: the nearest directory above it that holds one. Searched
 * rather than a fixed `../../..` because the built mock server carries this module bundled into its own dist/.
 * import.meta.dirname, not a file: URL: under jsdom (the console's screen tests) import.meta.url is no file URL.
 */
function findDocument(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'openapi', 'openapi.yaml');
    if (existsSync(candidate)) return candidate;
    if (dirname(dir) === dir) throw new Error(`no openapi/openapi.yaml above ${from}`);
  }
}
export const DOCUMENT_PATH = findDocument(import.meta.dirname);
/** openapi/control.yaml beside it: the mock server's development-only control plane (/__mock__/). */
export const CONTROL_DOCUMENT_PATH = join(dirname(DOCUMENT_PATH), 'control.yaml');

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

function responseOf(raw: JsonObject, node: unknown): OperationResponse {
  const content = follow(raw, node).content;
  const media = isObject(content) ? content : {};
  const json = media['application/json'];
  const answer: OperationResponse = {
    contentTypes: Object.keys(media),
    schema:
      isObject(json) && isObject(json.schema)
        ? (dereference(raw, json.schema) as JsonSchema)
        : null,
  };
  if (isObject(json) && 'example' in json) answer.example = json.example;
  return answer;
}

function operationsOf(raw: JsonObject): Map<string, Operation> {
  const globalSecurity = raw.security as unknown[] | undefined;
  const operations = new Map<string, Operation>();
  for (const [path, item] of Object.entries(raw.paths as Record<string, JsonObject>)) {
    const shared = (item.parameters as unknown[] | undefined) ?? [];
    for (const m of METHODS) {
      const op = item[m];
      if (!isObject(op)) continue;
      const params = new Map<string, OperationParameter>();
      for (const p of [...shared, ...((op.parameters as unknown[] | undefined) ?? [])]) {
        const resolved = follow(raw, p);
        const param: OperationParameter = {
          name: String(resolved.name),
          in: resolved.in as OperationParameter['in'],
          required: resolved.required === true,
          schema: dereference(raw, resolved.schema ?? {}) as JsonSchema,
        };
        params.set(`${param.in}:${param.name}`, param);
      }
      let body: Operation['body'] = null;
      if (op.requestBody) {
        const requestBody = follow(raw, op.requestBody);
        const { schema } = responseOf(raw, requestBody);
        if (schema) body = { schema, required: requestBody.required === true };
      }
      const responses = new Map<number, OperationResponse>();
      for (const [status, answer] of Object.entries((op.responses as JsonObject) ?? {}))
        responses.set(Number(status), responseOf(raw, answer));
      const security = (op.security as unknown[] | undefined) ?? globalSecurity ?? [];
      const parameters = [...params.values()];
      operations.set(String(op.operationId), {
        operationId: String(op.operationId),
        method: m.toUpperCase() as HttpMethod,
        path,
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        tag: ((op.tags as string[] | undefined) ?? ['default'])[0] ?? 'default',
        authenticated: security.length > 0,
        orgScoped: parameters.some(
          (p) => p.in === 'header' && p.name.toLowerCase() === 'x-org-slug',
        ),
        parameters,
        body,
        responses,
      });
    }
  }
  return operations;
}

export function loadDocument(path = DOCUMENT_PATH): OpenApiDocument {
  const raw = readDocument(path) as JsonObject;
  const operations = operationsOf(raw);
  const declared = isObject(raw.components) ? raw.components.schemas : undefined;
  const schemas = (dereference(raw, declared) ?? {}) as Record<string, JsonSchema>;
  const templates = [...operations.values()].map((op) => ({
    op,
    pattern: new RegExp(`^${op.path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    literals: op.path.split('/').filter((s) => s && !s.startsWith('{')).length,
  }));
  return {
    raw,
    components: { schemas },
    operations,
    operation(operationId) {
      const op = operations.get(operationId);
      if (!op) throw new Error(`no operation ${operationId} in openapi.yaml`);
      return op;
    },
    operationOf(method, path) {
      return templates
        .filter((t) => t.op.method === method.toUpperCase() && t.pattern.test(path))
        .sort((a, b) => b.literals - a.literals)[0]?.op;
    },
    schemaLimit(schema, property, keyword) {
      const props = (schemas[schema]?.properties ?? {}) as Record<string, unknown>;
      let node: unknown = props[property];
      for (let i = 0; i < 10 && isObject(node) && typeof node.$ref === 'string'; i++)
        node = pointer(raw, node.$ref);
      const forms =
        isObject(node) && Array.isArray(node.oneOf) ? (node.oneOf as unknown[]) : [node];
      const value = forms
        .map((form) => (isObject(form) ? form[keyword] : undefined))
        .find((v) => v !== undefined);
      if (typeof value !== 'number')
        throw new Error(`openapi.yaml states no ${keyword} for ${schema}.${property}`);
      return value;
    },
  };
}

let cached: OpenApiDocument | undefined;
/** openapi/openapi.yaml, parsed once per process. */
export function getDocument(): OpenApiDocument {
  cached ??= loadDocument();
  return cached;
}

let cachedControl: OpenApiDocument | undefined;
/** openapi/control.yaml, parsed once per process (only a mock with its control plane on reads it). */
export function getControlDocument(): OpenApiDocument {
  cachedControl ??= loadDocument(CONTROL_DOCUMENT_PATH);
  return cachedControl;
}
