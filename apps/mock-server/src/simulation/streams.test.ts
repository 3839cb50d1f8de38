import { describe, expect, it } from 'vitest';
import { FACTOR_TYPES, factorTypeChoices, factorTypeDetail } from './factor-types.js';
import { valueAt } from './streams.js';
import { localHour } from './time.js';
import type { SimConfig, SimFactor } from './types.js';

const cfg: SimConfig = { seed: 'test-seed', rebootSeconds: 10, tz: 'Asia/Shanghai' };
const T0 = 1_763_700_000; // 2025-11-21, a fixed instant so the test never depends on the clock
const factor = (the_type: number, extra: Partial<SimFactor> = {}): SimFactor => ({
  agri_id: `AGRI-${the_type}`,
  the_type,
  min_value: null,
  max_value: null,
  decimals: 1,
  ...extra,
});
const series = (f: SimFactor, hours: number, step = 600): number[] =>
  Array.from({ length: (hours * 3600) / step }, (_, i) => valueAt(cfg, f, T0 + i * step) as number);
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

describe('FACTOR_TYPES', () => {
  it('names every type in zh and en with unique codes, sensors >= 1000 and switches 200/201', () => {
    const codes = FACTOR_TYPES.map((f) => f.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const f of FACTOR_TYPES) {
      expect(f.name.zh).not.toBe('');
      expect(f.name.en).not.toBe('');
      expect(f.min).toBeLessThan(f.max);
      expect(f.kind === 'switch' ? [200, 201].includes(f.code) : f.code >= 1000).toBe(true);
    }
    expect(factorTypeChoices('en')).toContainEqual([1001, 'Air temperature']);
    expect(factorTypeDetail(1004, 'zh')).toEqual({
      name: '二氧化碳浓度',
      icon: '/assets/factor-icons/cloud.svg',
      unit: 'ppm',
    });
    expect(factorTypeDetail(4242, 'en').icon).toBe('/assets/factor-icons/default.svg');
  });
});

describe('valueAt', () => {
  it('is deterministic in seed, agri_id and t, and differs between streams and seeds', () => {
    const f = factor(1001);
    expect(valueAt(cfg, f, T0)).toBe(valueAt({ ...cfg }, { ...f }, T0));
    const a = series(f, 24);
    const b = series({ ...f, agri_id: 'OTHER' }, 24);
    const c = Array.from({ length: 144 }, (_, i) =>
      valueAt({ ...cfg, seed: 'x' }, f, T0 + i * 600),
    );
    expect(a).not.toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('keeps every type within its range and rounds to the decimals', () => {
    for (const info of FACTOR_TYPES) {
      const f = factor(info.code, { decimals: info.decimals });
      for (const v of series(f, 72, 900)) {
        expect(v).toBeGreaterThanOrEqual(info.min);
        expect(v).toBeLessThanOrEqual(info.max);
        expect(v).toBe(Number(v.toFixed(info.decimals)));
      }
    }
    const narrow = factor(1001, { min_value: 10, max_value: 12, decimals: 2 });
    for (const v of series(narrow, 24)) {
      expect(v).toBeGreaterThanOrEqual(10);
      expect(v).toBeLessThanOrEqual(12);
    }
  });

  it('follows the day: warm afternoons, humid nights, CO2 high at night, no light at night', () => {
    const day = (f: SimFactor, fromH: number, toH: number): number[] =>
      series(f, 72).filter((_, i) => {
        const h = localHour(T0 + i * 600, 'Asia/Shanghai');
        return h >= fromH && h < toH;
      });
    expect(mean(day(factor(1001), 13, 17))).toBeGreaterThan(mean(day(factor(1001), 2, 6)) + 4);
    expect(mean(day(factor(1002), 2, 6))).toBeGreaterThan(mean(day(factor(1002), 13, 17)) + 10);
    expect(mean(day(factor(1004), 0, 4))).toBeGreaterThan(mean(day(factor(1004), 11, 14)) + 150);
    expect(day(factor(1005), 0, 4).every((v) => v === 0)).toBe(true);
    expect(mean(day(factor(1005), 11, 14))).toBeGreaterThan(5000);
  });

  it('lets soil moisture decay and jump back up at irrigation', () => {
    const s = series(factor(1003), 24 * 7, 600);
    let jumps = 0;
    let drops = 0;
    for (let i = 1; i < s.length; i++) {
      const d = (s[i] as number) - (s[i - 1] as number);
      if (d > 3) jumps++;
      if (d < 0) drops++;
    }
    expect(jumps).toBeGreaterThanOrEqual(3);
    expect(drops).toBeGreaterThan(s.length / 2);
  });

  it('switches follow an on/off schedule until set, then hold the set value', () => {
    const sw = factor(200, { decimals: 0 });
    const values = series(sw, 48);
    expect(new Set(values)).toEqual(new Set([0, 1]));
    const sets = [{ agri_id: sw.agri_id, t: T0 + 100, value: 1 as const }];
    expect(valueAt(cfg, sw, T0 + 100, { switchSets: sets })).toBe(1);
    expect(valueAt(cfg, sw, T0 + 86400, { switchSets: sets })).toBe(1);
    const later = [...sets, { agri_id: sw.agri_id, t: T0 + 200, value: 0 as const }];
    expect(valueAt(cfg, sw, T0 + 150, { switchSets: later })).toBe(1);
    expect(valueAt(cfg, sw, T0 + 5000, { switchSets: later })).toBe(0);
    expect(valueAt(cfg, sw, T0 + 50, { switchSets: later })).toBe(values[0]);
  });

  it('reads a value the control plane set while it holds: a spike ends, a later set or an end wins', () => {
    const temp = factor(1001, { decimals: 1 });
    const model = (t: number) => valueAt(cfg, temp, t);
    const spike = { agri_id: temp.agri_id, from: T0 + 600, until: T0 + 1200, value: 45.26 };
    const held = { agri_id: temp.agri_id, from: T0 + 900, until: null, value: -3 };
    const valueSets = [spike, held];
    expect(valueAt(cfg, temp, T0 + 599, { valueSets })).toBe(model(T0 + 599));
    expect(valueAt(cfg, temp, T0 + 600, { valueSets })).toBe(45.3);
    expect(valueAt(cfg, temp, T0 + 900, { valueSets })).toBe(-3);
    expect(valueAt(cfg, temp, T0 + 86400, { valueSets })).toBe(-3);
    const ended = [
      ...valueSets,
      { agri_id: temp.agri_id, from: T0 + 2000, until: null, value: null },
    ];
    expect(valueAt(cfg, temp, T0 + 2000, { valueSets: ended })).toBe(model(T0 + 2000));
    expect(valueAt(cfg, temp, T0 + 700, { valueSets: [spike] })).toBe(45.3);
    expect(valueAt(cfg, temp, T0 + 1200, { valueSets: [spike] })).toBe(model(T0 + 1200));
    const sw = factor(200, { decimals: 0 });
    const blip = { agri_id: sw.agri_id, from: T0, until: T0 + 60, value: 1 };
    const on = { agri_id: sw.agri_id, t: T0 - 60, value: 0 as const };
    expect(valueAt(cfg, sw, T0 + 30, { switchSets: [on], valueSets: [blip] })).toBe(1);
    expect(valueAt(cfg, sw, T0 + 60, { switchSets: [on], valueSets: [blip] })).toBe(0);
  });

  it('reports nothing for disabled factors and unsupported types; wanders within range for unnamed codes', () => {
    expect(valueAt(cfg, factor(1001, { enabled: false }), T0)).toBeNull();
    expect(valueAt(cfg, factor(5), T0)).toBeNull();
    const v = valueAt(cfg, factor(4242, { min_value: 0, max_value: 10 }), T0) as number;
    expect(v).toBeGreaterThanOrEqual(0);
    expect(v).toBeLessThanOrEqual(10);
  });
});
