/**
 * orval 7.13's zod writer emits invalid code (`zod.min(1).max(4).union([...])`) for an integer `enum` that also states
 * `minimum`/`maximum` (fixed upstream in orval 8: orval-labs/orval#2689). The bounds repeat what the enum already says
 * (the document keeps them for the OWASP integer-limit rule), so for the zod output they are dropped where an enum
 * is present; every other keyword passes through unchanged.
 */
export function dropEnumBounds<T>(spec: T): T {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== 'object') return node;
    const entries = Object.entries(node).map(([k, v]) => [k, visit(v)] as const);
    const out = Object.fromEntries(entries) as Record<string, unknown>;
    if (Array.isArray(out.enum)) {
      delete out.minimum;
      delete out.maximum;
      delete out.minLength;
      delete out.maxLength;
    }
    return out;
  };
  return visit(spec) as T;
}

/**
 * orval 7.13's zod writer emits `zod.number()` for `type: integer`, which takes 1.5. For the zod output every integer
 * without an enum also states `multipleOf: 1` (`.multipleOf(1)`), so a form refuses a fraction as the server does.
 */
export function wholeIntegers<T>(spec: T): T {
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (!node || typeof node !== 'object') return node;
    const out = Object.fromEntries(Object.entries(node).map(([k, v]) => [k, visit(v)])) as Record<
      string,
      unknown
    >;
    if (out.type === 'integer' && !Array.isArray(out.enum) && out.multipleOf === undefined)
      out.multipleOf = 1;
    return out;
  };
  return visit(spec) as T;
}
