/**
 * The operations of openapi/openapi.yaml (shared by the fuzzing and the consumer tests' document check), read from the document itself (never re-typed): method, path, parameters,
 * request body schema and declared response statuses, with every $ref resolved.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minProperties?: number;
  maxProperties?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  oneOf?: Schema[];
  anyOf?: Schema[];
  examples?: unknown[];
  example?: unknown;
  default?: unknown;
};

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  operationId: string;
  tag: string;
  method: string;
  path: string;
  parameters: Parameter[];
  body?: { required: boolean; schema: Schema };
  /** Statuses the document declares for this operation. */
  statuses: Set<number>;
  /** Content types of the 200/201 answer (application/json, or text/csv for the file download). */
  successTypes: string[];
  /** JSON schema of the answer of each declared status (undefined for 204 and non-JSON answers). */
  responses: Map<number, Schema | undefined>;
  anonymous: boolean;
}

export const DOCUMENT_PATH = fileURLToPath(new URL('../../openapi/openapi.yaml', import.meta.url));
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

type Json = Record<string, unknown>;

function deref(doc: Json, value: unknown, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => deref(doc, v, seen));
  if (!value || typeof value !== 'object') return value;
  const obj = value as Json;
  if (typeof obj.$ref === 'string') {
    const ref = obj.$ref;
    if (seen.includes(ref)) throw new Error(`circular $ref ${ref}`);
    const target = ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((node, key) => (node as Json)[key], doc);
    return deref(doc, target, [...seen, ref]);
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, deref(doc, v, seen)]));
}

/** The operation whose method and path template match a concrete request (the most specific template wins). */
export function operationOf(ops: Operation[], method: string, path: string): Operation | undefined {
  const literal = (o: Operation) => o.path.split('/').filter((s) => s && !s.startsWith('{')).length;
  return ops
    .filter(
      (o) =>
        o.method === method && new RegExp(`^${o.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
    )
    .sort((a, b) => literal(b) - literal(a))[0];
}

export function loadOperations(path = DOCUMENT_PATH): Operation[] {
  const doc = parse(readFileSync(path, 'utf8')) as Json;
  const paths = doc.paths as Record<string, Json>;
  const globalSecurity = doc.security as unknown[] | undefined;
  const ops: Operation[] = [];
  for (const [route, item] of Object.entries(paths)) {
    const shared = (deref(doc, item.parameters ?? []) as Parameter[]) ?? [];
    for (const method of METHODS) {
      const raw = item[method] as Json | undefined;
      if (!raw) continue;
      const own = deref(doc, raw.parameters ?? []) as Parameter[];
      const byKey = new Map<string, Parameter>();
      for (const p of [...shared, ...own])
        byKey.set(`${p.in}:${p.name}`, { ...p, required: !!p.required });
      const responses = deref(doc, raw.responses) as Record<string, Json>;
      const requestBody = deref(doc, raw.requestBody) as Json | undefined;
      const bodySchema = (requestBody?.content as Json | undefined)?.['application/json'] as
        Json | undefined;
      const success = responses['200'] ?? responses['201'];
      const security = (raw.security as unknown[] | undefined) ?? globalSecurity ?? [];
      ops.push({
        operationId: String(raw.operationId),
        tag: String((raw.tags as string[])[0]),
        method: method.toUpperCase(),
        path: route,
        parameters: [...byKey.values()],
        ...(bodySchema
          ? { body: { required: !!requestBody?.required, schema: bodySchema.schema as Schema } }
          : {}),
        statuses: new Set(Object.keys(responses).map(Number)),
        successTypes: Object.keys((success?.content as Json | undefined) ?? {}),
        responses: new Map(
          Object.entries(responses).map(([status, r]) => [
            Number(status),
            ((r.content as Json | undefined)?.['application/json'] as Json | undefined)?.schema as
              Schema | undefined,
          ]),
        ),
        anonymous: security.length === 0,
      });
    }
  }
  return ops;
}
