/**
 * Holds the consumer's pact to openapi/openapi.yaml: every interaction must name an operation of the document and a
 * status it declares; the example answers may use only fields the document declares, with the declared types; the
 * request bodies of successful interactions must satisfy the request schema in full. So a field renamed in the document
 * fails the consumer tests, not only the typecheck.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsImport from 'ajv-formats';
import { getDocument, type JsonSchema as Schema } from '@iot/openapi';
import { PACTS_DIR } from './pact';

const addFormats = addFormatsImport as unknown as (ajv: Ajv2020) => void;

interface PactInteraction {
  description: string;
  request: { method: string; path: string; body?: { content?: unknown; contentType?: string } };
  response: { status: number; body?: { content?: unknown; contentType?: string } };
}

/** The schema with nothing required and no undeclared fields: an example may leave fields out, never invent them. */
function declaredFieldsOnly(schema: Schema): Schema {
  const out: Schema = { ...schema };
  delete out.required;
  if (out.properties) {
    out.properties = Object.fromEntries(
      Object.entries(out.properties).map(([k, v]) => [k, declaredFieldsOnly(v)]),
    );
    out.additionalProperties ??= false;
  }
  if (out.items) out.items = declaredFieldsOnly(out.items);
  if (out.oneOf) out.oneOf = out.oneOf.map(declaredFieldsOnly);
  if (out.anyOf) out.anyOf = out.anyOf.map(declaredFieldsOnly);
  if (typeof out.additionalProperties === 'object')
    out.additionalProperties = declaredFieldsOnly(out.additionalProperties);
  return out;
}

const isJson = (body?: { contentType?: string }) => !!body?.contentType?.includes('json');

const describe = (errors: ErrorObject[] | null | undefined): string =>
  (errors ?? [])
    .map((e) => {
      const field = (e.params as { additionalProperty?: string }).additionalProperty;
      return `${e.instancePath || '/'} ${e.message}${field ? ` (${field})` : ''}`;
    })
    .join('; ');

export function documentProblems(): string[] {
  const doc = getDocument();
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addFormat('password', true);
  const cache = new Map<string, ValidateFunction>();
  const validator = (key: string, schema: Schema) => {
    let v = cache.get(key);
    if (!v) cache.set(key, (v = ajv.compile(schema)));
    return v;
  };
  const problems: string[] = [];
  const files = readdirSync(PACTS_DIR).filter(
    (f) => f.endsWith('.json') && !f.startsWith('verification'),
  );
  for (const file of files) {
    const pact = JSON.parse(readFileSync(join(PACTS_DIR, file), 'utf8')) as {
      interactions: PactInteraction[];
    };
    for (const i of pact.interactions) {
      const where = `"${i.description}"`;
      const op = doc.operationOf(i.request.method, i.request.path);
      if (!op) {
        problems.push(
          `${where}: ${i.request.method} ${i.request.path} is no operation of the document`,
        );
        continue;
      }
      const status = i.response.status;
      if (!op.responses.has(status)) {
        problems.push(`${where}: status ${status} is not declared for ${op.operationId}`);
        continue;
      }
      const answer = op.responses.get(status)?.schema;
      if (answer && isJson(i.response.body)) {
        const v = validator(`${op.operationId}|${status}`, declaredFieldsOnly(answer));
        if (!v(i.response.body?.content))
          problems.push(`${where}: answer ${status} of ${op.operationId}: ${describe(v.errors)}`);
      }
      if (status < 300 && op.body && isJson(i.request.body)) {
        const v = validator(`${op.operationId}|request`, op.body.schema);
        if (!v(i.request.body?.content))
          problems.push(`${where}: request of ${op.operationId}: ${describe(v.errors)}`);
      }
    }
  }
  return problems;
}
