/**
 * Loads openapi/openapi.yaml once per process and indexes its operations by operationId. Every route of the mock
 * server takes its method, url, parameter, body and response schemas from here — nothing is re-typed.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDocument } from './snapshot.js';

export type JsonSchema = Record<string, unknown>;

export interface OperationParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  schema: JsonSchema;
}

export interface OperationSpec {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The document's path, e.g. /api/v2/projects/{project_id}/. */
  path: string;
  /** The Fastify url, e.g. /api/v2/projects/:project_id/. */
  url: string;
  tag: string;
  /** false when the operation declares `security: []`. */
  authenticated: boolean;
  /** Whether the operation takes the X-Org-Slug header. */
  orgScoped: boolean;
  parameters: OperationParameter[];
  body: { schema: JsonSchema; required: boolean } | null;
  /** JSON response schemas by status code; null for a declared status without a JSON body (204, text/csv). */
  responses: Map<number, JsonSchema | null>;
}

export interface OpenApiDocument {
  raw: Record<string, unknown>;
  components: { schemas: Record<string, JsonSchema> };
  operations: Map<string, OperationSpec>;
  /**
   * A numeric limit the document states for a property of a named schema, e.g. `schemaLimit('FactorListResponse',
   * 'data', 'maxItems')`: the server enforces the document's bounds instead of repeating their numbers.
   */
  schemaLimit: (schema: string, property: string, keyword: string) => number;
}

const here = dirname(fileURLToPath(import.meta.url));
export const DOCUMENT_PATH = join(here, '../../../../openapi/openapi.yaml');

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function pointer(root: Obj, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, key) => (isObj(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
      root,
    );
}

/** Follows a top-level $ref of a parameter/response/requestBody object. */
function follow(root: Obj, node: unknown): Obj {
  let cur = node;
  for (let i = 0; i < 10 && isObj(cur) && typeof cur.$ref === 'string'; i++)
    cur = pointer(root, cur.$ref);
  if (!isObj(cur)) throw new Error('Unresolvable $ref in the OpenAPI document');
  return cur;
}

/** Inlines every schema $ref (the document has no recursive schemas), so each schema stands alone. */
export function dereference(root: Obj, node: unknown, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => dereference(root, n, seen));
  if (!isObj(node)) return node;
  if (typeof node.$ref === 'string') {
    const ref = node.$ref;
    if (seen.includes(ref)) throw new Error(`Recursive $ref ${ref} is not supported`);
    const { $ref: _ignored, ...siblings } = node;
    const target = dereference(root, pointer(root, ref), [...seen, ref]) as Obj;
    return Object.keys(siblings).length
      ? { ...target, ...(dereference(root, siblings, seen) as Obj) }
      : target;
  }
  const out: Obj = {};
  for (const [k, v] of Object.entries(node)) out[k] = dereference(root, v, seen);
  return out;
}

function jsonSchemaOf(root: Obj, content: unknown): JsonSchema | null {
  if (!isObj(content)) return null;
  const json = content['application/json'];
  if (!isObj(json) || !isObj(json.schema)) return null;
  return dereference(root, json.schema) as JsonSchema;
}

export function loadDocument(path = DOCUMENT_PATH): OpenApiDocument {
  const raw = readDocument(path);
  const paths = raw.paths as Record<string, Obj>;
  const globalSecurity = raw.security as unknown[] | undefined;
  const operations = new Map<string, OperationSpec>();
  for (const [path, item] of Object.entries(paths)) {
    const shared = (item.parameters as unknown[] | undefined) ?? [];
    for (const m of METHODS) {
      const op = item[m];
      if (!isObj(op)) continue;
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
      let body: OperationSpec['body'] = null;
      if (op.requestBody) {
        const rb = follow(raw, op.requestBody);
        const schema = jsonSchemaOf(raw, rb.content);
        if (schema) body = { schema, required: rb.required === true };
      }
      const responses = new Map<number, JsonSchema | null>();
      for (const [status, resp] of Object.entries((op.responses as Obj) ?? {})) {
        responses.set(Number(status), jsonSchemaOf(raw, follow(raw, resp).content));
      }
      const security = (op.security as unknown[] | undefined) ?? globalSecurity ?? [];
      const list = [...params.values()];
      const spec: OperationSpec = {
        operationId: String(op.operationId),
        method: m.toUpperCase() as OperationSpec['method'],
        path,
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        tag: ((op.tags as string[] | undefined) ?? ['default'])[0] ?? 'default',
        authenticated: security.length > 0,
        orgScoped: list.some((p) => p.in === 'header' && p.name.toLowerCase() === 'x-org-slug'),
        parameters: list,
        body,
        responses,
      };
      operations.set(spec.operationId, spec);
    }
  }
  const components = {
    schemas: (dereference(raw, (raw.components as Obj).schemas) ?? {}) as Record<
      string,
      JsonSchema
    >,
  };
  const schemaLimit = (schema: string, property: string, keyword: string): number => {
    const props = (components.schemas[schema]?.properties ?? {}) as Record<string, JsonSchema>;
    // a property may be a $ref to a schema of its own, and that one a oneOf of forms (a list as an array or wrapped in
    // `results`, ADR 0012): the first form that states the keyword gives it
    let node: unknown = props[property];
    for (let i = 0; i < 10 && isObj(node) && typeof node.$ref === 'string'; i++)
      node = pointer(raw, node.$ref);
    const forms = isObj(node) && Array.isArray(node.oneOf) ? (node.oneOf as unknown[]) : [node];
    const value = forms
      .map((form) => (isObj(form) ? form[keyword] : undefined))
      .find((v) => v !== undefined);
    if (typeof value !== 'number')
      throw new Error(`openapi.yaml states no ${keyword} for ${schema}.${property}`);
    return value;
  };
  return { raw, components, operations, schemaLimit };
}

let cached: OpenApiDocument | undefined;
/** The document, parsed once per process. */
export function getDocument(): OpenApiDocument {
  cached ??= loadDocument();
  return cached;
}
