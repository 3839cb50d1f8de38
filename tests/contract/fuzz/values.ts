/**
 * Values from JSON schemas: `validValue` builds one the schema accepts (respecting type, enum, const, pattern, lengths,
 * ranges, item and property counts); `brokenVariants` lists ways to break a body (wrong types, missing required,
 * out-of-range numbers, huge strings, unknown enum values, unknown fields).
 */
import RandExp from 'randexp';
import type { Rng } from './random';
import type { JsonSchema as Schema } from '@iot/openapi';

const WORDS = [
  '温室',
  'Greenhouse',
  '东区',
  'sensor',
  '测试',
  'alpha',
  '李华',
  'north',
  '果园',
  'x',
];

function typesOf(schema: Schema): string[] {
  if (schema.const !== undefined) return [typeof schema.const];
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  if (schema.properties) return ['object'];
  if (schema.items) return ['array'];
  return ['string'];
}

function fromPattern(rng: Rng, pattern: string, min: number, max: number): string {
  const gen = new RandExp(pattern);
  gen.max = Math.max(1, Math.min(max, 12));
  gen.randInt = (a: number, b: number) => rng.int(a, b);
  for (let i = 0; i < 20; i++) {
    const s = gen.gen();
    if (s.length >= min && s.length <= max) return s;
  }
  return gen.gen().slice(0, max).padEnd(min, 'a');
}

function validString(rng: Rng, s: Schema): string {
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 40;
  if (s.format === 'date-time')
    return new Date(Date.UTC(2099, rng.int(0, 11), rng.int(1, 28))).toISOString();
  if (s.format === 'email') return `user${rng.int(1, 9999)}@example.org`;
  // Loopback only, on a port where nothing listens: forwarder tests really connect, and nothing may leave the machine
  // (a generated mongodb+srv:// uri would even ask DNS).
  if (s.format === 'uri' || s.pattern === '^https?://')
    return `http://127.0.0.1:9/hook/${rng.int(1, 99)}`;
  // A closed port on loopback: a valid connection string the mock saves (private targets are allowed in fuzzing);
  // a test with it waits for the driver's server selection to give up (3 s).
  if (s.pattern?.startsWith('^mongodb')) return `mongodb://127.0.0.1:9/farm${rng.int(1, 99)}`;
  if (s.pattern) return fromPattern(rng, s.pattern, Math.max(min, 1), max);
  const examples = s.examples?.filter((e): e is string => typeof e === 'string');
  if (examples?.length && rng.chance(0.5)) return rng.pick(examples);
  let out = '';
  const target = rng.int(Math.max(min, 1), Math.min(max, Math.max(min, 1) + 12));
  while (out.length < target) out += rng.pick(WORDS);
  return out.slice(0, Math.max(target, min));
}

export function validValue(rng: Rng, schema: Schema, depth = 0): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return rng.pick(schema.enum);
  const variants = schema.oneOf ?? schema.anyOf;
  if (variants) return validValue(rng, rng.pick(variants), depth);
  const types = typesOf(schema);
  const type =
    types.length > 1 && types.includes('null') && rng.chance(0.8)
      ? rng.pick(types.filter((t) => t !== 'null'))
      : rng.pick(types);
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return rng.chance(0.5);
    case 'integer': {
      const min = schema.minimum ?? 0;
      const max = schema.maximum ?? Math.max(min + 1000, 1000);
      return rng.int(min, max);
    }
    case 'number': {
      const min = schema.minimum ?? -1000;
      const max = schema.maximum ?? 1000;
      return Math.round((min + rng.next() * (max - min)) * 100) / 100;
    }
    case 'array': {
      const min = schema.minItems ?? 0;
      const max = Math.min(schema.maxItems ?? min + 3, min + 3);
      const items = Array.from({ length: rng.int(min, max) }, () =>
        validValue(rng, schema.items ?? {}, depth + 1),
      );
      return schema.uniqueItems
        ? [...new Map(items.map((i) => [JSON.stringify(i), i])).values()]
        : items;
    }
    case 'object':
      return validObject(rng, schema, depth);
    default:
      return validString(rng, schema);
  }
}

function validObject(rng: Rng, schema: Schema, depth: number): Record<string, unknown> {
  const props = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const out: Record<string, unknown> = {};
  const maxProps = schema.maxProperties ?? Infinity;
  for (const name of required) out[name] = validValue(rng, props[name] ?? {}, depth + 1);
  for (const [name, prop] of Object.entries(props)) {
    if (required.has(name) || Object.keys(out).length >= maxProps) continue;
    if (rng.chance(0.5)) out[name] = validValue(rng, prop, depth + 1);
  }
  const minProps = schema.minProperties ?? 0;
  for (const [name, prop] of Object.entries(props)) {
    if (Object.keys(out).length >= minProps) break;
    if (!(name in out)) out[name] = validValue(rng, prop, depth + 1);
  }
  return out;
}

/** A value of the wrong JSON type for `schema`. */
export function wrongType(rng: Rng, schema: Schema): unknown {
  const types = typesOf(schema);
  const candidates: unknown[] = [
    'not-a-number',
    12345,
    true,
    [1, 'two'],
    { nested: 'object' },
    null,
    1.5,
  ].filter((v) => {
    const t = v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v;
    if (t === 'number')
      return !types.includes('number') && !(types.includes('integer') && Number.isInteger(v));
    return !types.includes(t);
  });
  return rng.pick(candidates.length ? candidates : ['unexpected']);
}

export interface BrokenBody {
  label: string;
  body: unknown;
}

/** Ways to break a valid body of an object schema, each a named variant. */
export function brokenVariants(
  rng: Rng,
  schema: Schema,
  valid: Record<string, unknown>,
): BrokenBody[] {
  const out: BrokenBody[] = [];
  const props = schema.properties ?? {};
  for (const [name, prop] of Object.entries(props)) {
    out.push({ label: `wrong type of ${name}`, body: { ...valid, [name]: wrongType(rng, prop) } });
    const types = typesOf(prop);
    if (types.includes('integer') || types.includes('number')) {
      if (prop.minimum !== undefined)
        out.push({ label: `${name} below minimum`, body: { ...valid, [name]: prop.minimum - 1 } });
      if (prop.maximum !== undefined)
        out.push({ label: `${name} above maximum`, body: { ...valid, [name]: prop.maximum + 1 } });
      out.push({ label: `${name} huge number`, body: { ...valid, [name]: 1e308 } });
      if (types.includes('integer') && !types.includes('number'))
        out.push({ label: `${name} fraction`, body: { ...valid, [name]: 2.5 } });
    }
    if (types.includes('string')) {
      const huge = 'x'.repeat(Math.max((prop.maxLength ?? 5000) + 1, 5001));
      out.push({ label: `${name} huge string`, body: { ...valid, [name]: huge } });
      if ((prop.minLength ?? 0) > 0)
        out.push({ label: `${name} empty`, body: { ...valid, [name]: '' } });
      if (prop.pattern || prop.format)
        out.push({
          label: `${name} breaks its pattern`,
          body: { ...valid, [name]: ' <bad value> \u0000' },
        });
    }
    if (prop.enum)
      out.push({
        label: `${name} unknown enum value`,
        body: { ...valid, [name]: 'no-such-choice' },
      });
    if (types.includes('array')) {
      out.push({
        label: `${name} items of the wrong type`,
        body: { ...valid, [name]: [{ x: 1 }, 'y'] },
      });
      if (prop.maxItems !== undefined)
        out.push({
          label: `${name} too many items`,
          body: { ...valid, [name]: Array.from({ length: prop.maxItems + 1 }, (_, i) => i + 1) },
        });
    }
  }
  for (const name of schema.required ?? []) {
    const { [name]: _dropped, ...rest } = valid;
    out.push({ label: `missing required ${name}`, body: rest });
  }
  out.push({ label: 'unknown field', body: { ...valid, unexpected_field: 'surprise' } });
  out.push({ label: 'empty object', body: {} });
  out.push({ label: 'array instead of object', body: [valid] });
  out.push({ label: 'string instead of object', body: 'just a string' });
  out.push({ label: 'null body', body: null });
  return out;
}
