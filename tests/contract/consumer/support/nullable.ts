/**
 * The written pact accepts null wherever openapi/openapi.yaml types a field nullable. Pact's consumer DSL cannot say
 * "a string or null", but its matching rules can: the rule of each nullable field becomes `<its matcher> OR null`.
 * Fields with an exact value keep it (the console branches on that value). A nullable object stays an object — Pact
 * compares an expected object field by field before any rule — and the interaction's comment says so; the states
 * that answer such an object say why it is there (docs/provider-states.md).
 */
import { getDocument, isObject, type JsonSchema, type OpenApiDocument } from '@iot/openapi';

interface Rule {
  combine?: string;
  matchers: { match: string }[];
}
interface PactInteraction {
  description: string;
  request: { method: string; path: string };
  response: {
    status: number;
    body?: { content?: unknown };
    matchingRules?: { body?: Record<string, Rule> };
  };
  comments?: { text?: string[] };
}

const nullable = (s: JsonSchema) =>
  (Array.isArray(s.type) && s.type.includes('null')) ||
  (s.oneOf ?? s.anyOf ?? []).some((b) => b.type === 'null');

/** The branch of a oneOf/anyOf the value takes (a list's plain array or its `results` form, or the non-null one). */
function branch(s: JsonSchema, value: unknown): JsonSchema {
  const forms = (s.oneOf ?? s.anyOf ?? []).filter((b) => b.type !== 'null');
  if (!forms.length) return s;
  return (
    forms.find((b) =>
      Array.isArray(value) ? b.type === 'array' : b.type === 'object' || !!b.properties,
    ) ?? forms[0]!
  );
}

/** Each nullable field of `value` under `schema`, by its pact path (`$.data.results[*].info`). */
function nullableFields(
  value: unknown,
  schema: JsonSchema,
  path: string,
  out: Map<string, boolean>,
) {
  const s = branch(schema, value);
  if (Array.isArray(value) && s.items) nullableFields(value[0], s.items, `${path}[*]`, out);
  if (!isObject(value) || !s.properties) return out;
  for (const [key, child] of Object.entries(value)) {
    const field = s.properties[key];
    if (!field) continue;
    if (nullable(field)) out.set(`${path}.${key}`, isObject(child));
    nullableFields(child, field, `${path}.${key}`, out);
  }
  return out;
}

/** Rewrites the interactions of a pact in place; answers how many rules now accept null. */
export function allowNulls(
  pact: { interactions: PactInteraction[] },
  doc: OpenApiDocument = getDocument(),
): number {
  let relaxed = 0;
  for (const i of pact.interactions) {
    const schema = doc
      .operationOf(i.request.method, i.request.path)
      ?.responses.get(i.response.status)?.schema;
    const rules = i.response.matchingRules?.body;
    if (!schema || !rules) continue;
    const objects: string[] = [];
    for (const [path, isObjectField] of nullableFields(
      i.response.body?.content,
      schema,
      '$',
      new Map(),
    )) {
      const rule = rules[path];
      if (isObjectField) objects.push(path);
      else if (rule?.matchers.length === 1 && rule.matchers[0]?.match !== 'equality') {
        rules[path] = { combine: 'OR', matchers: [...rule.matchers, { match: 'null' }] };
        relaxed++;
      }
    }
    if (objects.length)
      i.comments = {
        ...i.comments,
        text: [
          ...(i.comments?.text ?? []),
          `${objects.join(', ')}: nullable in openapi.yaml, expected as an object here — its state answers one (docs/provider-states.md)`,
        ],
      };
  }
  return relaxed;
}
