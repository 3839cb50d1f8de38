/**
 * Strings the spec fixes in Chinese on the project and device screens stay Chinese in both languages: the chart's range
 * buttons (1小时 / 6小时 / 1天 / 7天), the empty chart title (the chart title) and the monitor's login modal.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const load = (lng: string, ns: string) =>
  JSON.parse(readFileSync(join(import.meta.dirname, lng, `${ns}.json`), 'utf8')) as Record<
    string,
    Record<string, string>
  >;

describe.each(['zh', 'en'])('fixed Chinese texts in %s', (lng) => {
  it('range buttons and the empty chart title', () => {
    const factors = load(lng, 'factors');
    expect(factors.range).toEqual({ '1h': '1小时', '6h': '6小时', '1d': '1天', '7d': '7天' });
    expect(factors.chart).toEqual({ noData: '暂无数据' });
  });

  it('the monitor login modal', () => {
    expect(load(lng, 'monitor').login).toEqual(load('zh', 'monitor').login);
    for (const text of Object.values(load(lng, 'monitor').login ?? {})) {
      expect(text).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
