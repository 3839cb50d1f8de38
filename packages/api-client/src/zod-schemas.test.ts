import { readdirSync, readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';

// The forms validate with the zod schemas orval generates from the document (src/generated/zod). This feeds every request
// body schema the document's own example and the boundary values of each constrained property: the rules the console
// enforces are the document's, not a copy.
type Schema = Record<string, unknown> & {
  $ref?: string;
  properties?: Record<string, Schema>;
  required?: string[];
};
const doc = parse(
  readFileSync(new URL('../../../openapi/openapi.yaml', import.meta.url), 'utf8'),
) as {
  paths: Record<string, Record<string, { operationId?: string; requestBody?: never }>>;
  components: { schemas: Record<string, Schema> };
};
const zodDir = new URL('./generated/zod/', import.meta.url);
const modules = await Promise.all(
  readdirSync(zodDir).map((file) => import(new URL(file, zodDir).href) as Promise<object>),
);
const generated: Record<string, unknown> = Object.assign({}, ...modules);

function deref(schema: Schema | undefined): Schema {
  let s = schema ?? {};
  while (s.$ref) s = doc.components.schemas[s.$ref.split('/').pop()!]!;
  return s;
}

type Body = { operationId: string; schema: Schema; example: Record<string, unknown> };
const bodies: Body[] = [];
for (const ops of Object.values(doc.paths))
  for (const op of Object.values(ops)) {
    const json = (
      op?.requestBody as { content?: Record<string, Record<string, unknown>> } | undefined
    )?.content?.['application/json'];
    if (!json || !op.operationId) continue;
    bodies.push({
      operationId: op.operationId,
      schema: deref(json.schema as Schema),
      example: json.example as Record<string, unknown>,
    });
  }

/** A string of `length` characters made of the first character of a valid value (so a pattern still holds). */
const stringOf = (valid: unknown, length: number) =>
  (typeof valid === 'string' && valid.length > 0 ? valid[0]! : 'a').repeat(length);

type Case = { value: unknown; ok: boolean; why: string };
/** The boundary values of one property, from its own keywords. */
function cases(prop: Schema, valid: unknown): Case[] {
  const out: Case[] = [];
  const { maxLength, minLength, minimum, maximum, pattern, format } = prop as Record<
    string,
    number | string | undefined
  >;
  const free = pattern === undefined && format === undefined;
  if (typeof maxLength === 'number') {
    if (free) out.push({ value: stringOf(valid, maxLength), ok: true, why: 'maxLength' });
    out.push({ value: stringOf(valid, maxLength + 1), ok: false, why: 'maxLength + 1' });
  }
  if (typeof minLength === 'number' && minLength > 0) {
    if (free) out.push({ value: stringOf(valid, minLength), ok: true, why: 'minLength' });
    out.push({ value: stringOf(valid, minLength - 1), ok: false, why: 'minLength - 1' });
  }
  const step = prop.type === 'integer' ? 1 : 0.5;
  if (typeof minimum === 'number') {
    out.push({ value: minimum, ok: true, why: 'minimum' });
    out.push({ value: minimum - step, ok: false, why: 'minimum - step' });
  }
  if (typeof maximum === 'number') {
    out.push({ value: maximum, ok: true, why: 'maximum' });
    out.push({ value: maximum + step, ok: false, why: 'maximum + step' });
  }
  if (prop.type === 'integer' && !Array.isArray(prop.enum)) {
    const inside =
      typeof minimum === 'number' ? minimum : typeof maximum === 'number' ? maximum - 1 : 0;
    out.push({ value: inside + 0.5, ok: false, why: 'integer (a fraction)' });
  }
  if (typeof pattern === 'string' && !new RegExp(pattern).test('NOT VALID!'))
    out.push({ value: 'NOT VALID!', ok: false, why: `pattern ${pattern}` });
  if (Array.isArray(prop.enum)) out.push({ value: '__not_listed__', ok: false, why: 'enum' });
  return out;
}

describe('zod schemas generated from the document', () => {
  it('exist for every JSON request body', () => {
    expect(bodies.length).toBeGreaterThan(30);
    for (const { operationId } of bodies) expect(generated[`${operationId}Body`]).toBeDefined();
  });

  it.each(bodies.map((b) => [b.operationId, b] as const))(
    '%s: the example passes, the boundaries of each property hold',
    (operationId, { schema, example }) => {
      const zod = generated[`${operationId}Body`] as ZodType;
      expect(zod.safeParse(example).success, 'the document’s example').toBe(true);
      for (const name of schema.required ?? []) {
        const { [name]: _omitted, ...rest } = example;
        expect(zod.safeParse(rest).success, `without required ${name}`).toBe(false);
      }
      for (const [name, raw] of Object.entries(schema.properties ?? {})) {
        const prop = deref(raw);
        for (const c of cases(prop, example[name])) {
          const result = zod.safeParse({ ...example, [name]: c.value });
          expect(result.success, `${name}: ${c.why} (${JSON.stringify(c.value)})`).toBe(c.ok);
        }
      }
    },
  );

  it('carry the bounds the console shows (spot checks against the document)', () => {
    const body = (id: string) => generated[`${id}Body`] as ZodType;
    expect(body('createProject').safeParse({ name: 'x'.repeat(64) }).success).toBe(true);
    expect(body('createProject').safeParse({ name: 'x'.repeat(65) }).success).toBe(false);
    expect(body('createProject').safeParse({ name: '' }).success).toBe(false);
    expect(body('createOrganization').safeParse({ slug: 'Tea Garden', name: 'T' }).success).toBe(
      false,
    );
  });
});
