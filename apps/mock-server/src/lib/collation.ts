/**
 * Names sort as the console shows them (pinyin order for Chinese, as `localeCompare(…, 'zh-CN')`), with one collator
 * made once: `localeCompare` with a locale builds a collator on every comparison.
 */
export const compareNames: (a: string, b: string) => number = new Intl.Collator('zh-CN').compare;
