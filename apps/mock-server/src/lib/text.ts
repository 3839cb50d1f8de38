/** Text fields as forms send them: trimmed, a blank one meaning "none" — or refused where a name is required. */
import { fieldError } from './errors.js';

/** Trimmed; blank, null or absent is null. */
export function textOrNull(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/** A name the record needs, trimmed; a blank one is a field error ("Project name cannot be empty."). */
export function requiredName(value: string, what: string, field = 'name'): string {
  const name = value.trim();
  if (!name) throw fieldError(field, `${what} name cannot be empty.`);
  return name;
}
