/**
 * The console's own locale files (apps/web/src/locales), so that tests find elements by the texts users see in the
 * language under test: tr('auth:login.submit').
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export type Lang = 'zh' | 'en';
type Tree = { [key: string]: string | Tree };

const LOCALES = join(dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/locales');
const cache = new Map<string, Tree>();

function namespace(lang: Lang, ns: string): Tree {
  const id = `${lang}/${ns}`;
  let tree = cache.get(id);
  if (!tree) {
    tree = JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8')) as Tree;
    cache.set(id, tree);
  }
  return tree;
}

/** The text of 'ns:dotted.key' in `lang`, with {{name}} placeholders filled from `values`. */
export function translate(
  lang: Lang,
  id: string,
  values: Record<string, string | number> = {},
): string {
  const [ns, key] = id.split(':', 2) as [string, string];
  let node: string | Tree | undefined = namespace(lang, ns);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`no ${lang} text for ${id}`);
  return node.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}
