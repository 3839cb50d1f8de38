/**
 * PACT_LIST_FORM=results: verifies a backend that wraps its lists as `{results: [...]}`. The document lets each list
 * operation answer either form (its `data` is a oneOf of an array and an object with `results`), and the console takes
 * both (ADR 0057); a pact can hold only one example, and the consumer records the plain array. With this option the
 * verification checks the other form: for every interaction of such an operation, the expected `data` array becomes
 * `{results: <the same array>}` with its matching rules moved along. Which operations qualify is read from the
 * document, never listed here; everything else of the pact is unchanged.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { getDocument, type JsonSchema, type OpenApiDocument, type Operation } from '@iot/openapi';

export type ListForm = 'array' | 'results';

export function listForm(raw = process.env.PACT_LIST_FORM): ListForm {
  if (!raw || raw === 'array') return 'array';
  if (raw === 'results') return 'results';
  throw new Error(`PACT_LIST_FORM must be "array" (the default) or "results", not "${raw}"`);
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
export function wrapInteraction(i: PactInteractionJson, doc: OpenApiDocument): boolean {
  const op = doc.operationOf(i.request.method, i.request.path);
  const content = i.response.body?.content as { data?: unknown } | undefined;
  if (!op || !wrappable(op) || i.response.status >= 300 || !Array.isArray(content?.data))
    return false;
  content.data = { results: content.data };
  const { matchingRules, generators } = i.response;
  if (matchingRules?.body) matchingRules.body = moved(matchingRules.body) ?? {};
  if (generators?.body) generators.body = moved(generators.body) ?? {};
  return true;
}

/** Copies of the pact files expecting the wrapped form, and how many interactions changed. */
export function wrappedCopies(
  files: string[],
  doc = getDocument(),
): { files: string[]; changed: number } {
  const dir = mkdtempSync(join(tmpdir(), 'iot-pacts-wrapped-'));
  let changed = 0;
  const copies = files.map((file) => {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as { interactions: PactInteractionJson[] };
    for (const i of pact.interactions) if (wrapInteraction(i, doc)) changed++;
    const copy = join(dir, basename(file));
    writeFileSync(copy, JSON.stringify(pact, null, 2));
    return copy;
  });
  return { files: copies, changed };
}
