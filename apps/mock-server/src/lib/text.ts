/** Text fields as forms send them: trimmed, a blank one meaning "none" — or refused where a name is required. */
import type { Message } from '#src/i18n/messages.js';
import { fieldError } from './errors.js';

/** Trimmed; blank, null or absent is null. */
export function textOrNull(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

/** A name the record needs, trimmed; a blank one is the field error `blank` (msg('project.name_blank')). */
export function requiredName(value: string, blank: Message, field = 'name'): string {
  const name = value.trim();
  if (!name) throw fieldError(field, blank);
  return name;
}
