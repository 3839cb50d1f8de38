/**
 * i18next: zh is the default language, en the fallback; one namespace per feature, loaded on demand from
 * locales/<lng>/<ns>.json. The choice is stored as `userLanguage`. A server-given `zh-hans` (or the menu's `zh-CN` /
 * `en-US`) uses the part before the dash.
 */
import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getStoredLanguage, setStoredLanguage } from './session';

export const LANGUAGES = ['zh', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh';

/** The language's tag for `lang` attributes: zh is written in simplified Chinese. */
export const languageTag = (language: Language) => (language === 'zh' ? 'zh-CN' : 'en');

/** 'zh-hans', 'zh_CN', 'ZH' → 'zh'; 'en-US' → 'en'; anything else → null. */
export function normalizeLanguage(value: string | null | undefined): Language | null {
  const base = value?.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGUAGES as readonly string[]).includes(base ?? '') ? (base as Language) : null;
}

const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../locales/*/*.json');

const lazyBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default),
      (error: unknown) =>
        callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

export const i18n = i18next.createInstance();

/**
 * Starts i18next once; resolves when the first namespaces are loaded. The stored choice wins over the server's default
 * (`serverLanguage`, e.g. 'zh-hans'), which wins over zh.
 */
export function initI18n(serverLanguage?: string | null): Promise<unknown> {
  const lng =
    normalizeLanguage(getStoredLanguage()) ?? normalizeLanguage(serverLanguage) ?? DEFAULT_LANGUAGE;
  if (i18n.isInitialized) return i18n.changeLanguage(lng);
  i18n.on('languageChanged', (next) => {
    const normalized = normalizeLanguage(next);
    if (!normalized) return;
    document.documentElement.lang = languageTag(normalized);
  });
  return i18n
    .use(lazyBackend)
    .use(initReactI18next)
    .init({
      lng,
      // no fallback: both catalogs hold every key (locales.test.ts), so a page loads each namespace once, in its language
      fallbackLng: false,
      supportedLngs: [...LANGUAGES],
      ns: ['common', 'layout'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
}

export function currentLanguage(): Language {
  return normalizeLanguage(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
}

/** Switches the language and stores it as `userLanguage`. */
export async function changeLanguage(value: string): Promise<void> {
  const lng = normalizeLanguage(value) ?? DEFAULT_LANGUAGE;
  setStoredLanguage(lng);
  await i18n.changeLanguage(lng);
}
