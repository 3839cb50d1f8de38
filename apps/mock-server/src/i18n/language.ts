/**
 * The language of an answer from the request's `Accept-Language` (RFC 9110 §12.5.4, with its q-values): `zh`, `zh-CN`,
 * `zh-Hans`… are zh; `en`, `en-US`… are en; without the header, or with only other languages, the product's default,
 * zh (docs/decisions/0160-server-message-language.md).
 */
import Negotiator from 'negotiator';

const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

// The default first: `*` (any language) or equal preferences choose it.
const OFFERED = [DEFAULT_LANGUAGE, ...LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE)];

// A few distinct headers come again and again (the console's `zh`/`en`, a browser's own): each is parsed once, not on
// every request (≈ 5 µs, a tenth of a request's CPU). Bounded: a flood of distinct headers only empties it.
const known = new Map<string, Language>();
const KNOWN_MAX = 256;

export function negotiateLanguage(acceptLanguage: string | string[] | undefined): Language {
  if (!acceptLanguage) return DEFAULT_LANGUAGE;
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  let language = known.get(header);
  if (language === undefined) {
    const [best] = new Negotiator({ headers: { 'accept-language': header } }).languages(OFFERED);
    language = (best as Language | undefined) ?? DEFAULT_LANGUAGE;
    if (known.size >= KNOWN_MAX) known.clear();
    known.set(header, language);
  }
  return language;
}
