/**
 * Holds the pact to its promise that every interaction is independent of seed data: no request may carry an id, a
 * name or a credential of the mock's seed, or one of the example values of the provider states, unless that value is
 * injected from the interaction's provider state (a ProviderState generator on that header, path, query or body field).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXAMPLES, PACTS_DIR } from './pact';

/** Accounts, organizations and hardware of apps/mock-server's seed (docs/demo-data.md). */
const SEED = [
  'demo',
  'viewer',
  'outsider',
  'wangfang',
  'zhangwei',
  'emily',
  'zhaolei',
  'wx_lihua',
  'demo-farm',
  'greenhouse-lab',
  'other-org',
];
const SEED_PATTERN = /^(SIM-(BIND-)?\d+|SAFE-\d+|mock-\w+|[a-z_]+123456)$/;

interface Generators {
  header?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: Record<string, unknown>;
  path?: unknown;
}

interface PactRequest {
  method: string;
  path: string;
  headers?: Record<string, string[] | string>;
  query?: Record<string, string[]>;
  body?: { content?: unknown };
  generators?: Generators;
}

const values = Object.values(EXAMPLES);
const names = new Set<string>([
  ...SEED,
  ...values.filter((v) => typeof v === 'string'),
  `Bearer ${EXAMPLES.accessToken}`,
]);
/** Example ids (devicePk 7, taskId 3, …): small numbers, so they count only where an id goes. */
const ids = new Set(values.filter((v) => typeof v === 'number').map(String));
const ID_FIELD = /(\.id|_id|_pk|\.factors\[\d+\])$/;

const isForbidden = (value: unknown, idPlace = false): boolean =>
  (typeof value === 'string' && (names.has(value) || SEED_PATTERN.test(value))) ||
  (idPlace && (typeof value === 'string' || typeof value === 'number') && ids.has(String(value)));

/** Leaves of a JSON value with their JSONPath (`$.a.b[0]`). */
function* leaves(value: unknown, path = '$'): Generator<[string, unknown]> {
  if (Array.isArray(value)) {
    for (const [i, v] of value.entries()) yield* leaves(v, `${path}[${i}]`);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) yield* leaves(v, `${path}.${k}`);
  } else {
    yield [path, value];
  }
}

export function independenceProblems(dir = PACTS_DIR): string[] {
  const problems: string[] = [];
  const files = readdirSync(dir).filter(
    (f) => f.endsWith('.json') && !f.startsWith('verification'),
  );
  for (const file of files) {
    const pact = JSON.parse(readFileSync(join(dir, file), 'utf8')) as {
      interactions: { description: string; request: PactRequest }[];
    };
    for (const { description, request } of pact.interactions) {
      const g = request.generators ?? {};
      const flag = (where: string, value: unknown) =>
        problems.push(
          `"${description}": ${where} sends ${JSON.stringify(value)} without injecting it`,
        );
      if (!g.path)
        for (const segment of request.path.split('/'))
          if (isForbidden(segment, true)) flag('the path', segment);
      for (const [name, values] of Object.entries(request.headers ?? {})) {
        const generated = Object.keys(g.header ?? {}).some(
          (h) => h.toLowerCase() === name.toLowerCase(),
        );
        if (generated) continue;
        // The credential must come from the state in any case, whatever it looks like.
        if (name.toLowerCase() === 'authorization') flag('header Authorization', values);
        else for (const v of [values].flat()) if (isForbidden(v)) flag(`header ${name}`, v);
      }
      for (const [name, values] of Object.entries(request.query ?? {}))
        if (!g.query?.[name]) for (const v of values) if (isForbidden(v)) flag(`query ${name}`, v);
      for (const [path, v] of leaves(request.body?.content))
        if (!g.body?.[path] && isForbidden(v, ID_FIELD.test(path))) flag(`body ${path}`, v);
    }
  }
  return problems;
}
