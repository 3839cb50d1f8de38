/**
 * PACT_LIST_FORM: verifies a backend that wraps some or all of its lists as `{results: [...]}`. The document lets each
 * list operation answer either form (its `data` is a oneOf of an array and an object with `results`), and the console
 * takes both (ADR 0057); a pact holds one example, and the consumer records the plain array. `results` expects every
 * such list wrapped; a comma-separated list of operationIds (`listOrganizations,listProjects`) expects those wrapped and
 * the others plain. For each interaction concerned the expected `data` array becomes `{results: <the same array>}`
 * with its matching rules moved along; which operations may be wrapped is read from the document.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { getDocument, type JsonSchema, type OpenApiDocument, type Operation } from '@iot/openapi';

/** Every list plain, every list wrapped, or the operationIds whose lists come wrapped. */
export type ListForm = 'array' | 'results' | string[];

export function listForm(raw = process.env.PACT_LIST_FORM, doc = getDocument()): ListForm {
  if (!raw || raw === 'array' || raw === 'results') return raw === 'results' ? 'results' : 'array';
  const ids = raw.split(',').map((s) => s.trim());
  const lists = [...doc.operations.values()].filter(wrappable).map((op) => op.operationId);
  const wrong = ids.filter((id) => !lists.includes(id));
  if (wrong.length)
    throw new Error(
      `PACT_LIST_FORM is "array" (the default), "results" or operationIds of lists (${lists.join(', ')}), not ${wrong.join(', ')}`,
    );
  return ids;
}

/** Whether the success answer's `data` may be a plain array or `{results: [...]}`. */
function wrappable(op: Operation): boolean {
  const success = (op.responses.get(200) ?? op.responses.get(201))?.schema;
  const branches = success?.properties?.data?.oneOf ?? [];
  const array = branches.some((b) => b.type === 'array');
  const wrapped = branches.some(
    (b: JsonSchema) => b.type === 'object' && b.properties?.results?.type === 'array',
  );
  return array && wrapped;
}

interface PactInteractionJson {
  request: { method: string; path: string };
  response: {
    status: number;
    body?: { content?: unknown };
    matchingRules?: { body?: Record<string, unknown> };
    generators?: { body?: Record<string, unknown> };
  };
}

const moved = (rules: Record<string, unknown> | undefined) =>
  rules &&
  Object.fromEntries(
    Object.entries(rules).map(([path, rule]) => [
      /^\$\.data(?=$|[.[])/.test(path) ? path.replace(/^\$\.data/, '$.data.results') : path,
      rule,
    ]),
  );

/** The interaction expecting `{results: [...]}` where it expected an array; false when it is no such list. */
export function wrapInteraction(
  i: PactInteractionJson,
  doc: OpenApiDocument,
  form: ListForm = 'results',
): boolean {
  const op = doc.operationOf(i.request.method, i.request.path);
  const content = i.response.body?.content as { data?: unknown } | undefined;
  if (!op || !wrappable(op) || i.response.status >= 300 || !Array.isArray(content?.data))
    return false;
  if (Array.isArray(form) ? !form.includes(op.operationId) : form !== 'results') return false;
  content.data = { results: content.data };
  const { matchingRules, generators } = i.response;
  if (matchingRules?.body) matchingRules.body = moved(matchingRules.body) ?? {};
  if (generators?.body) generators.body = moved(generators.body) ?? {};
  return true;
}

/** Copies of the pact files expecting the lists of `form` wrapped. */
export function wrappedCopies(files: string[], form: ListForm, doc = getDocument()): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'iot-pacts-wrapped-'));
  return files.map((file) => {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as { interactions: PactInteractionJson[] };
    for (const i of pact.interactions) wrapInteraction(i, doc, form);
    const copy = join(dir, basename(file));
    writeFileSync(copy, JSON.stringify(pact, null, 2));
    return copy;
  });
}
