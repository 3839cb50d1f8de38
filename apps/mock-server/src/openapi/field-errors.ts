/** Turns Ajv errors into the envelope's `fields` with messages people can read, in the catalogs' words. */
import type { ErrorObject } from 'ajv';
import { list, msg, type Message } from '#src/i18n/messages.js';
import type { FieldMessages } from '#src/lib/errors.js';

function fieldName(context: string, err: ErrorObject): string {
  const parts = err.instancePath
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (err.keyword === 'required') parts.push(String(err.params.missingProperty));
  if (err.keyword === 'additionalProperties') parts.push(String(err.params.additionalProperty));
  if (parts.length === 0) return 'non_field_errors';
  if (context === 'headers' && parts[0] === 'x-org-slug') parts[0] = 'X-Org-Slug';
  return parts.join('.');
}

const TYPE_NAMES = {
  integer: msg('validation.type_integer'),
  number: msg('validation.type_number'),
  boolean: msg('validation.type_boolean'),
  null: msg('validation.type_null'),
  array: msg('validation.type_array'),
  object: msg('validation.type_object'),
  string: msg('validation.type_string'),
} as const;

const FORMATS: Record<string, Message> = {
  email: msg('validation.email'),
  'date-time': msg('validation.date_time'),
  uri: msg('validation.uri'),
};

function describe(err: ErrorObject, context: string): Message | null {
  const p = err.params as Record<string, unknown>;
  const limit = Number(p.limit);
  switch (err.keyword) {
    case 'required':
      return msg('validation.required');
    case 'additionalProperties':
      return msg('validation.unknown_field');
    case 'type': {
      if (err.instancePath === '' && context === 'body') return msg('validation.body_object');
      const named = String(p.type)
        .split(',')
        .map((t) => TYPE_NAMES[t as keyof typeof TYPE_NAMES] ?? TYPE_NAMES.string);
      return msg('validation.type', { types: list(named, 'or') });
    }
    case 'minLength':
      return limit === 1 ? msg('validation.blank') : msg('validation.min_length', { limit });
    case 'maxLength':
      return msg('validation.max_length', { limit });
    case 'minimum':
      return msg('validation.minimum', { limit });
    case 'maximum':
      return msg('validation.maximum', { limit });
    case 'enum':
      return msg('validation.enum', {
        values: (p.allowedValues as unknown[]).map((v) => String(v)).join(', '),
      });
    case 'const':
      return msg('validation.const', { value: JSON.stringify(p.allowedValue) });
    case 'pattern':
      return msg('validation.pattern');
    case 'format':
      return FORMATS[String(p.format)] ?? msg('validation.format', { format: String(p.format) });
    case 'minProperties':
      return limit === 1
        ? msg('validation.one_property')
        : msg('validation.min_properties', { limit });
    case 'maxProperties':
      return limit === 1
        ? msg('validation.single_property')
        : msg('validation.max_properties', { limit });
    case 'minItems':
      return limit === 1 ? msg('validation.one_item') : msg('validation.min_items', { limit });
    case 'maxItems':
      return msg('validation.max_items', { limit });
    case 'uniqueItems':
      return msg('validation.unique_items');
    case 'oneOf':
    case 'anyOf':
    case 'if':
      return null;
    default:
      return msg('validation.invalid_value');
  }
}

export function toFieldErrors(errors: readonly ErrorObject[], context: string): FieldMessages {
  const fields: FieldMessages = { non_field_errors: [] };
  const seen = new Set<string>();
  for (const err of errors) {
    const message = describe(err, context);
    if (message === null) continue;
    const name = fieldName(context, err);
    // one message once per field (allErrors may report the same problem twice)
    const id = `${name}\n${JSON.stringify(message)}`;
    if (seen.has(id)) continue;
    seen.add(id);
    (name === 'non_field_errors' ? fields.non_field_errors : (fields[name] ??= [])).push(message);
  }
  if (seen.size === 0) fields.non_field_errors.push(msg('validation.invalid_input'));
  return fields;
}

/** `error.message` of a refused request: "Invalid input data: " and the first message, with its field. */
export function summary(fields: FieldMessages): Message {
  for (const [field, messages] of Object.entries(fields)) {
    const [problem] = messages;
    if (problem === undefined) continue;
    if (field !== 'non_field_errors') return msg('validation.summary_field', { field, problem });
    if (!('key' in problem && problem.key === 'validation.invalid_input'))
      return msg('validation.summary', { problem });
  }
  return msg('validation.invalid_input');
}
