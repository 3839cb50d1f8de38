/** Turns Ajv errors into the envelope's `fields` with messages people can read. */
import type { ErrorObject } from 'ajv';
import type { FieldErrors } from '#src/lib/errors.js';

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

function describe(err: ErrorObject, context: string): string | null {
  const p = err.params as Record<string, unknown>;
  switch (err.keyword) {
    case 'required':
      return 'This field is required.';
    case 'additionalProperties':
      return 'Unknown field.';
    case 'type': {
      if (err.instancePath === '' && context === 'body') return 'A JSON object body is required.';
      const t = String(p.type).split(',');
      const named = t.map((x) =>
        x === 'integer'
          ? 'an integer'
          : x === 'number'
            ? 'a number'
            : x === 'boolean'
              ? 'true or false'
              : x === 'null'
                ? 'null'
                : x === 'array'
                  ? 'a list'
                  : x === 'object'
                    ? 'an object'
                    : 'a string',
      );
      return `Must be ${named.join(' or ')}.`;
    }
    case 'minLength':
      return p.limit === 1
        ? 'This field may not be blank.'
        : `Ensure this field has at least ${String(p.limit)} characters.`;
    case 'maxLength':
      return `Ensure this field has no more than ${String(p.limit)} characters.`;
    case 'minimum':
      return `Ensure this value is greater than or equal to ${String(p.limit)}.`;
    case 'maximum':
      return `Ensure this value is less than or equal to ${String(p.limit)}.`;
    case 'enum':
      return `Must be one of: ${(p.allowedValues as unknown[]).map((v) => String(v)).join(', ')}.`;
    case 'const':
      return `Must be ${JSON.stringify(p.allowedValue)}.`;
    case 'pattern':
      return 'Enter a valid value (wrong format).';
    case 'format':
      return p.format === 'email'
        ? 'Enter a valid email address.'
        : p.format === 'date-time'
          ? 'Enter a valid date-time (ISO 8601 with time zone).'
          : p.format === 'uri'
            ? 'Enter a valid URL.'
            : `Enter a valid ${String(p.format)}.`;
    case 'minProperties':
      return p.limit === 1
        ? 'Send at least one field.'
        : `Send at least ${String(p.limit)} fields.`;
    case 'maxProperties':
      return p.limit === 1
        ? 'Send exactly one field per request.'
        : `Send at most ${String(p.limit)} fields.`;
    case 'minItems':
      return p.limit === 1
        ? 'Choose at least one item.'
        : `Choose at least ${String(p.limit)} items.`;
    case 'maxItems':
      return `Choose at most ${String(p.limit)} items.`;
    case 'uniqueItems':
      return 'Items must not repeat.';
    case 'oneOf':
    case 'anyOf':
    case 'if':
      return null;
    default:
      return err.message ? `Invalid value: ${err.message}.` : 'Invalid value.';
  }
}

export function toFieldErrors(errors: readonly ErrorObject[], context: string): FieldErrors {
  const fields: FieldErrors = { non_field_errors: [] };
  for (const err of errors) {
    const msg = describe(err, context);
    if (msg === null) continue;
    const name = fieldName(context, err);
    const list = name === 'non_field_errors' ? fields.non_field_errors : (fields[name] ??= []);
    if (!list.includes(msg)) list.push(msg);
  }
  if (Object.keys(fields).length === 1 && fields.non_field_errors.length === 0)
    fields.non_field_errors.push('Invalid input data.');
  return fields;
}

/** The first message, prefixed with its field, for `error.message`. */
export function firstMessage(fields: FieldErrors): string {
  for (const [k, v] of Object.entries(fields)) {
    if (v.length === 0) continue;
    return k === 'non_field_errors' ? (v[0] ?? '') : `${k}: ${v[0] ?? ''}`;
  }
  return 'Invalid input data.';
}
