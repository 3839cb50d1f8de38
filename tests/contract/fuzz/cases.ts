/**
 * The requests sent for one operation: valid ones (from the schemas, with ids of objects that exist) and broken ones
 * (bodies broken by `brokenVariants`, bad path parameters, bad query parameters, a bad organization header,
 * malformed JSON). Exactly `count` cases, deterministic for the rng.
 */
import type { Rng } from './random';
import type { Operation, OperationParameter as Parameter } from '@iot/openapi';
import { brokenVariants, validValue, wrongType } from './values';

export interface FuzzCase {
  label: string;
  valid: boolean;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** JSON body (undefined: none); `raw` sends the text as it is. */
  body?: unknown;
  raw?: string;
}

/** Known good values of path and query parameters (ids of seeded objects), by parameter name. */
export type Fixtures = Record<string, string | number>;

const BAD_INTEGERS = ['abc', '0', '-5', '1.5', '99999999999999999999', '%00', '1e3', ' '];
const BAD_STRINGS = [
  'UPPER CASE',
  'x'.repeat(300),
  '..%2F..%2Fetc',
  '%E4%B8%AD%E6%96%87',
  "'; DROP TABLE",
  '-',
];

function fill(op: Operation, values: Record<string, string>): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(values[name] ?? ''),
  );
}

function validParam(rng: Rng, p: Parameter, fixtures: Fixtures): string {
  const known = fixtures[p.name];
  if (known !== undefined) return String(known);
  return String(validValue(rng, p.schema));
}

export function buildCases(op: Operation, fixtures: Fixtures, rng: Rng, count: number): FuzzCase[] {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const orgHeader = op.parameters.some((p) => p.in === 'header' && p.name === 'X-Org-Slug');
  const validPath = Object.fromEntries(
    pathParams.map((p) => [p.name, validParam(rng, p, fixtures)]),
  );
  const baseHeaders: Record<string, string> = orgHeader
    ? { 'x-org-slug': String(fixtures.org) }
    : {};

  const validQuery = (): Record<string, string> => {
    const q: Record<string, string> = {};
    for (const p of queryParams) {
      if (p.required || rng.chance(0.5)) q[p.name] = validParam(rng, p, fixtures);
    }
    return q;
  };
  const validBody = (): unknown => (op.body ? validValue(rng, op.body.schema) : undefined);
  const base = (label: string, valid: boolean): FuzzCase => ({
    label,
    valid,
    path: fill(op, validPath),
    query: validQuery(),
    headers: { ...baseHeaders },
    body: validBody(),
  });

  const valid: FuzzCase[] = Array.from({ length: 4 }, (_, i) => base(`valid #${i + 1}`, true));
  const broken: FuzzCase[] = [];

  if (op.body) {
    const sample = validValue(rng, op.body.schema);
    const variants =
      sample && typeof sample === 'object' && !Array.isArray(sample)
        ? brokenVariants(rng, op.body.schema, sample as Record<string, unknown>)
        : [{ label: 'wrong type of body', body: wrongType(rng, op.body.schema) }];
    for (const v of variants) broken.push({ ...base(`body: ${v.label}`, false), body: v.body });
    broken.push({
      ...base('body: malformed JSON', false),
      body: undefined,
      raw: '{"name": "unterminated',
    });
    if (op.body.required) broken.push({ ...base('body: missing', false), body: undefined });
  }
  for (const p of pathParams) {
    const bad = p.schema.type === 'integer' ? BAD_INTEGERS : BAD_STRINGS;
    for (const value of bad) {
      const c = base(`path ${p.name}=${value.slice(0, 24)}`, false);
      c.path = fill(op, { ...validPath, [p.name]: value });
      if (value.includes('%')) c.path = c.path.replace(encodeURIComponent(value), value);
      broken.push(c);
    }
  }
  for (const p of queryParams) {
    const c = base(`query ${p.name} wrong type`, false);
    c.query[p.name] = String(p.schema.type === 'string' ? 'x'.repeat(5000) : 'not-a-value');
    broken.push(c);
    if (p.schema.minimum !== undefined) {
      const low = base(`query ${p.name} below minimum`, false);
      low.query[p.name] = String(p.schema.minimum - 1);
      broken.push(low);
    }
    if (p.schema.maximum !== undefined) {
      const high = base(`query ${p.name} above maximum`, false);
      high.query[p.name] = String(p.schema.maximum + 1);
      broken.push(high);
    }
  }
  if (queryParams.length) {
    const c = base('query: unknown parameter', false);
    c.query.unexpected_param = 'surprise';
    broken.push(c);
  }
  if (orgHeader) {
    for (const slug of ['NOT A SLUG', 'other-org', 'no-such-org']) {
      const c = base(`header X-Org-Slug=${slug}`, false);
      c.headers['x-org-slug'] = slug;
      broken.push(c);
    }
    const missing = base('header X-Org-Slug missing', false);
    delete missing.headers['x-org-slug'];
    broken.push(missing);
  }

  // Shuffle the broken ones deterministically, then take what fits; pad with more valid ones when short.
  for (let i = broken.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [broken[i], broken[j]] = [broken[j] as FuzzCase, broken[i] as FuzzCase];
  }
  const cases = [...valid, ...broken.slice(0, count - valid.length)];
  for (let i = cases.length; i < count; i++) cases.push(base(`valid #${i + 1}`, true));
  return cases;
}
