/**
 * The forms' error texts. The rules are the document's (zod schemas generated from openapi/openapi.yaml, or a
 * refinement for what the document cannot state); this maps each zod issue to a translated text: the field's own
 * message when the product spec names one (e.g. 'Project name cannot be empty'), else a generic one from the `common`
 * namespace (`validation.*`) that names the bound the document gives.
 */
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

/** What went wrong with a field, independent of the zod issue code. */
type IssueKind = 'required' | 'tooLong' | 'tooShort' | 'format' | 'tooSmall' | 'tooBig';

/** Per field (dot path): one i18n key for every issue, or a key per kind; other kinds use the generic texts. */
export type FieldMessages = Record<string, string | Partial<Record<IssueKind, string>>>;

type Issue = z.core.$ZodRawIssue;

const isEmpty = (input: unknown) =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

/** The kind of a zod issue, or null for one this map does not name (a refinement carries its own key). */
function issueKind(issue: Issue): IssueKind | null {
  switch (issue.code) {
    case 'invalid_type':
      return isEmpty(issue.input) ? 'required' : 'format';
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array')
        return Number(issue.minimum) <= 1 || isEmpty(issue.input) ? 'required' : 'tooShort';
      return 'tooSmall';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'tooLong' : 'tooBig';
    case 'invalid_format':
    case 'not_multiple_of':
    case 'invalid_value':
    case 'invalid_union':
      return isEmpty(issue.input) ? 'required' : 'format';
    default:
      return null;
  }
}

/** Translates an i18n key (with a namespace prefix) in the current language. */
export type Translate = (key: string, values?: Record<string, string>) => string;

/** Translates 'ns:key' in the current language ('common' without a namespace). */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  // 'ns:key' is split here: i18next does not split a key that reads like a sentence ('Project name cannot be empty').
  return (key, values) => {
    const [ns, bare] = key.includes(':') ? key.split(/:(.*)/s) : ['common', key];
    return String(t(bare as never, { ...values, ns } as never));
  };
}

/** A zod error map (pass it as the parse's `error`) that writes the texts in the current language. */

export function formErrorMap(t: Translate, messages: FieldMessages = {}): z.core.$ZodErrorMap {
  return (issue) => {
    const path = (issue.path ?? []).join('.');
    if (issue.code === 'custom') {
      const key = (issue.params as { message?: string } | undefined)?.message;
      return key ? t(key) : undefined;
    }
    const kind = issueKind(issue);
    if (!kind) return undefined;
    const own = messages[path];
    const key = typeof own === 'string' ? own : own?.[kind];
    if (key) return t(key);
    const bound = 'maximum' in issue ? issue.maximum : 'minimum' in issue ? issue.minimum : '';
    return t(`common:validation.${kind}`, { bound: String(bound) });
  };
}
