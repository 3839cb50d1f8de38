/** JSON pointers and `$ref`s of the document (local references only; the document has no recursive schemas). */
export type JsonObject = Record<string, unknown>;

export const isObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The node a local `$ref` (`#/components/...`) points at. */
export function pointer(root: JsonObject, ref: string): unknown {
  if (!ref.startsWith('#/')) throw new Error(`Only local $refs are supported: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .reduce<unknown>(
      (node, key) =>
        isObject(node) ? node[key.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined,
      root,
    );
}

/** Follows the top-level `$ref`s of a parameter, response or request body object. */
export function follow(root: JsonObject, node: unknown): JsonObject {
  let current = node;
  for (let i = 0; i < 10 && isObject(current) && typeof current.$ref === 'string'; i++)
    current = pointer(root, current.$ref);
  if (!isObject(current)) throw new Error('Unresolvable $ref in the OpenAPI document');
  return current;
}

/**
 * Inlines every `$ref` so each schema stands alone; keywords beside a `$ref` (OpenAPI 3.1 allows a description or an
 * example there) override the target's.
 */
export function dereference(root: JsonObject, node: unknown, seen: string[] = []): unknown {
  if (Array.isArray(node)) return node.map((n) => dereference(root, n, seen));
  if (!isObject(node)) return node;
  if (typeof node.$ref === 'string') {
    const ref = node.$ref;
    if (seen.includes(ref)) throw new Error(`Recursive $ref ${ref} is not supported`);
    const { $ref: _ignored, ...siblings } = node;
    const target = dereference(root, pointer(root, ref), [...seen, ref]);
    if (!isObject(target)) throw new Error(`Unresolvable $ref ${ref} in the OpenAPI document`);
    return Object.keys(siblings).length
      ? { ...target, ...(dereference(root, siblings, seen) as JsonObject) }
      : target;
  }
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(node)) out[k] = dereference(root, v, seen);
  return out;
}
