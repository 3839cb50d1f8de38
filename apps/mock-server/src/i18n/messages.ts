/**
 * Messages the API answers in the caller's language (docs/decisions/0160-server-message-language.md).
 * Code names a message by its key and parameters — `msg('device.already_bound', { device: 'SIM-1' })`, a key that is not
 * in en.ts or a parameter it does not name is a type error — and the answer renders it in the request's language
 * (`request.language`, src/plugins/app/i18n.ts) where the envelope is made. A message is plain data: it can be stored
 * (an export's failure) and rendered when read.
 */
import type { Language } from './language.js';
import { en } from './en.js';
import { zh } from './zh.js';

export type MessageKey = keyof typeof en;

/** The names `{a}`, `{b}` of a template. */
type Placeholders<S> = S extends `${string}{${infer P}}${infer Rest}`
  ? P | Placeholders<Rest>
  : never;

/** A parameter: a value as it is (a name, an id, a number), or a message rendered in the same language. */
export type ParamValue = string | number | Message;

export type MessageParams<K extends MessageKey> = Record<Placeholders<(typeof en)[K]>, ParamValue>;

export type Message =
  | { readonly key: MessageKey; readonly params?: Readonly<Record<string, ParamValue>> }
  /** Text for developers, as it is: the /__mock__ control plane answers in English only. */
  | { readonly text: string };

/** The message `key` with its parameters (none for a template without `{…}`). */
export function msg<K extends MessageKey>(
  key: K,
  ...params: [Placeholders<(typeof en)[K]>] extends [never] ? [] : [MessageParams<K>]
): Message {
  return params[0] ? { key, params: params[0] } : { key };
}

/** A list in a sentence: "a, b, c" (`and`) or "a or b" (`or`), joined the language's way. */
export function list(items: readonly ParamValue[], join: 'and' | 'or'): ParamValue {
  const [first, ...rest] = items;
  if (first === undefined) return '';
  return rest.length === 0 ? first : msg(`list.${join}`, { first, rest: list(rest, join) });
}

const CATALOGS: Record<Language, Readonly<Record<MessageKey, string>>> = { zh, en };

/** The message in `language`; a key no catalog knows (a stored message of an older version) reads as the key. */
export function render(message: Message, language: Language): string {
  if ('text' in message) return message.text;
  const template: string | undefined = CATALOGS[language][message.key] ?? en[message.key];
  if (template === undefined) return message.key;
  const params = message.params;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    return typeof value === 'object' ? render(value, language) : String(value);
  });
}
