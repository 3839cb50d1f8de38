/**
 * Every key the code uses exists in zh and en, the two languages have the same keys, and the strings the spec fixes in
 * Chinese (loading text, online/offline badges) are Chinese in both.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..');
const LOCALES = join(SRC, 'locales');
const LANGS = ['zh', 'en'] as const;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );
}

const namespaces = readdirSync(join(LOCALES, 'zh'))
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.slice(0, -5));

const keys = Object.fromEntries(
  LANGS.map((lng) => [
    lng,
    Object.fromEntries(
      namespaces.map((ns) => {
        const tree = JSON.parse(readFileSync(join(LOCALES, lng, `${ns}.json`), 'utf8')) as Tree;
        return [ns, new Set(flatten(tree))];
      }),
    ),
  ]),
) as Record<(typeof LANGS)[number], Record<string, Set<string>>>;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

interface Use {
  file: string;
  ns: string;
  key: string;
  /** A template literal key (`languages.${lng}`) as a pattern. */
  pattern?: RegExp;
}

/** Literal keys of t('…'), i18n.t('…') and t(`…${x}…`), with the namespace of the closest useTranslation before. */
function usesIn(file: string): Use[] {
  const text = readFileSync(file, 'utf8');
  const scopes = [...text.matchAll(/useTranslation\(\s*(?:'([\w-]+)'|\[\s*'([\w-]+)')?/g)].map(
    (m) => ({ at: m.index, ns: m[1] ?? m[2] ?? 'common' }),
  );
  const nsAt = (index: number) =>
    scopes.filter((s) => s.at < index).at(-1)?.ns ?? scopes[0]?.ns ?? 'common';
  const uses: Use[] = [];
  for (const m of text.matchAll(/\bt\(\s*(['`])((?:(?!\1).)+)\1/g)) {
    const raw = m[2] ?? '';
    const [ns, key] = raw.includes(':')
      ? (raw.split(':', 2) as [string, string])
      : [nsAt(m.index), raw];
    if (m[1] === '`' && key.includes('${')) {
      const source = key
        .split(/\$\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^.]+');
      uses.push({ file, ns, key, pattern: new RegExp(`^${source}$`) });
    } else {
      uses.push({ file, ns, key });
    }
  }
  return uses;
}

const uses = sourceFiles(SRC).flatMap(usesIn);
const has = (lng: (typeof LANGS)[number], ns: string, key: string) => {
  const set = keys[lng][ns];
  return Boolean(set && (set.has(key) || set.has(`${key}_other`)));
};

describe('locales', () => {
  it('finds the translation calls of the code', () => {
    expect(uses.length).toBeGreaterThan(100);
  });

  it.each(namespaces)('namespace %s has the same keys in zh and en', (ns) => {
    expect([...(keys.en[ns] ?? [])].sort()).toEqual([...(keys.zh[ns] ?? [])].sort());
  });

  it.each(LANGS)('every key used in the code exists in %s', (lng) => {
    const missing = uses
      .filter((use) =>
        use.pattern
          ? ![...(keys[lng][use.ns] ?? [])].some((k) => use.pattern?.test(k))
          : !has(lng, use.ns, use.key),
      )
      .map((use) => `${relative(SRC, use.file)}: ${use.ns}:${use.key}`);
    expect(missing).toEqual([]);
  });

  it('keeps the strings the spec fixes in Chinese Chinese in both languages', () => {
    for (const lng of LANGS) {
      const common = JSON.parse(readFileSync(join(LOCALES, lng, 'common.json'), 'utf8')) as {
        loading: string;
        status: { online: string; offline: string };
      };
      expect(common.loading).toBe('加载中...');
      expect(common.status).toEqual({ online: '在线', offline: '离线' });
    }
  });
});
