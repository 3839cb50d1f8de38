/**
 * What writes a success reply's JSON: fast-json-stringify compiled from the document's schema of that reply, as Fastify
 * does with a route's response schemas — on the project list about twice as fast as JSON.stringify, which was the
 * largest single cost of a read in the mock (ADR 0163). Only where the schema names one shape:
 * - a list the document allows plain or wrapped (ADR 0057) is written as its plain array; the variants hook hands a
 *   wrapped list to JSON.stringify (src/plugins/app/variants.ts);
 * - `oneOf`/`anyOf` of one schema and null is that schema, nullable;
 * - any other anyOf, oneOf, allOf, not or if keeps JSON.stringify: fast-json-stringify would pick the branch by
 *   validating the value on every reply.
 * fast-json-stringify writes only what the schema declares. In production an undeclared property is left out, a body it
 * cannot write (a required property missing) is written by JSON.stringify, and the reply check logs what drifted (ADR
 * 0030); development and tests refuse a body the two would write differently with a 500, so every reply of the test
 * suites proves they agree.
 */
import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { JsonSchema } from '@iot/openapi';
import { allowsWrappedList } from '#src/variants/variants.js';

type Serializer = (payload: unknown) => string;

const COMBINATORS = ['anyOf', 'oneOf', 'allOf', 'not', 'if'] as const;

/** `schema` with every wrappable list as its plain array and `X or null` as nullable X; null if a shape stays open. */
function singleShape(schema: JsonSchema): JsonSchema | null {
  if (allowsWrappedList(schema))
    return singleShape((schema.oneOf as JsonSchema[]).find((v) => v.type === 'array')!);
  const either = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (either?.length === 2 && either.some((v) => v.type === 'null')) {
    const other = either.find((v) => v.type !== 'null')!;
    const { oneOf: _o, anyOf: _a, ...rest } = schema;
    const inner = singleShape({ ...rest, ...other });
    return inner && { ...inner, nullable: true };
  }
  if (COMBINATORS.some((k) => k in schema)) return null;
  const out: JsonSchema = { ...schema };
  if (schema.properties) {
    const properties: Record<string, JsonSchema> = {};
    for (const [name, sub] of Object.entries(schema.properties as Record<string, JsonSchema>)) {
      const one = singleShape(sub);
      if (!one) return null;
      properties[name] = one;
    }
    out.properties = properties;
  }
  if (schema.items && typeof schema.items === 'object' && !Array.isArray(schema.items)) {
    const items = singleShape(schema.items as JsonSchema);
    if (!items) return null;
    out.items = items;
  }
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    const extra = singleShape(schema.additionalProperties as JsonSchema);
    if (!extra) return null;
    out.additionalProperties = extra;
  }
  return out;
}

/**
 * The serializer of a reply schema, compiled on its first call (a start compiles none of the document's schemas):
 * JSON.stringify where the schema stays open. `strict` (development, tests): a body the two would write differently
 * throws, which Fastify answers with a 500.
 */
export function replySerializer(schema: JsonSchema, strict: boolean): Serializer {
  const shape = singleShape(schema);
  if (!shape) return (payload) => JSON.stringify(payload);
  let real: Serializer | null = null;
  return (payload) => {
    real ??= fastJson(shape as Parameters<typeof fastJson>[0]) as Serializer;
    if (strict) {
      const out = real(payload);
      const plain = JSON.stringify(payload);
      // the same text, or the same JSON in another order of keys
      if (out !== plain && !isDeepStrictEqual(JSON.parse(out), JSON.parse(plain)))
        throw new Error(
          'written from its schema, the reply loses or changes what JSON.stringify writes (a property the document does not declare?)',
        );
      return out;
    }
    try {
      return real(payload);
    } catch {
      return JSON.stringify(payload);
    }
  };
}
