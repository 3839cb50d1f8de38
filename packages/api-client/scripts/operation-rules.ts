// What the one request function must know per operation, read from openapi/openapi.yaml (orval.config.ts wires it in):
// - `noRefresh`: operations marked `x-refresh-on-401: false` (sign-in, refresh, sign-out) — their 401 is final;
// - `lists`: operations whose success payload is a plain array or the same array wrapped in `results` (a `oneOf` of the
//   two) — their generated calls go through `apiListRequest`, which always resolves with the array.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

const METHODS = ['get', 'put', 'post', 'patch', 'delete'] as const;

// A loosely typed view of the YAML: only the keys read below.
type Node = {
  $ref?: string;
  type?: string;
  required?: string[];
  oneOf?: Node[];
  items?: Node;
  properties?: Record<string, Node>;
  content?: Record<string, { schema?: Node }>;
  [key: string]: unknown;
};
type Operation = { operationId?: string; responses?: Record<string, Node>; [key: string]: unknown };
type Document = { paths?: Record<string, Partial<Record<string, Operation>>> };

/** Follows local `$ref`s (`#/components/...`). */
function resolve(doc: Document, node: Node | undefined): Node | undefined {
  let current = node;
  while (current && typeof current.$ref === 'string') {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<unknown>((acc, key) => (acc as Record<string, unknown> | undefined)?.[key], doc) as
      Node | undefined;
  }
  return current;
}

/** A `oneOf` of an array and an object whose `results` is an array of the same items. */
export function isArrayOrResults(doc: Document, schema: Node | undefined): boolean {
  const variants = resolve(doc, schema)?.oneOf;
  if (!Array.isArray(variants) || variants.length !== 2) return false;
  const [array, wrapped] = variants.map((v) => resolve(doc, v));
  const results = resolve(doc, wrapped?.properties?.results);
  return (
    array?.type === 'array' &&
    wrapped?.type === 'object' &&
    wrapped.required?.includes('results') === true &&
    results?.type === 'array' &&
    JSON.stringify(results.items) === JSON.stringify(array.items)
  );
}

export function operationRules(docPath: string): { noRefresh: string[]; lists: string[] } {
  const doc = parse(readFileSync(docPath, 'utf8')) as Document;
  const noRefresh: string[] = [];
  const lists: string[] = [];
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item?.[method];
      if (!op?.operationId) continue;
      if (op['x-refresh-on-401'] === false) noRefresh.push(op.operationId);
      const ok = resolve(doc, op.responses?.['200'] ?? op.responses?.['201']);
      const envelope = resolve(doc, ok?.content?.['application/json']?.schema);
      if (isArrayOrResults(doc, envelope?.properties?.data)) lists.push(op.operationId);
    }
  }
  return { noRefresh: noRefresh.sort(), lists: lists.sort() };
}
