import { describe, expect, it } from 'vitest';
import { changeLanguage, currentLanguage, initI18n, normalizeLanguage } from './i18n';

describe('languages', () => {
  it.each([
    ['zh-hans', 'zh'],
    ['zh-CN', 'zh'],
    ['ZH', 'zh'],
    ['en-US', 'en'],
    ['en', 'en'],
    ['fr', null],
    ['', null],
    [null, null],
  ])('%s → %s', (input, expected) => {
    expect(normalizeLanguage(input)).toBe(expected);
  });

  it('defaults to zh, prefers the stored choice over the server default, stores changes', async () => {
    await initI18n('en-US');
    window.localStorage.setItem('userLanguage', 'zh');
    await initI18n('en-US');
    expect(currentLanguage()).toBe('zh');
    await changeLanguage('en-US');
    expect(window.localStorage.getItem('userLanguage')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
