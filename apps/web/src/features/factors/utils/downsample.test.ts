import { describe, expect, it } from 'vitest';
import { downsample, type Point } from './downsample';

const series = (n: number, f: (i: number) => number): Point[] =>
  Array.from({ length: n }, (_, i) => [i * 60_000, f(i)]);

describe('downsample', () => {
  it('returns small series unchanged', () => {
    const points = series(20, (i) => i);
    expect(downsample(points, 500)).toEqual(points);
  });

  it('reduces a big series to about the threshold, in time order, keeping both ends', () => {
    const points = series(1000, (i) => Math.sin(i / 20));
    const out = downsample(points, 300);
    expect(out.length).toBeGreaterThanOrEqual(300);
    expect(out.length).toBeLessThanOrEqual(302);
    expect(out[0]).toEqual(points[0]);
    expect(out.at(-1)).toEqual(points.at(-1));
    for (let i = 1; i < out.length; i += 1) expect(out[i]![0]).toBeGreaterThan(out[i - 1]![0]);
  });

  it('keeps the extremes, even a one-point spike', () => {
    const points = series(1000, () => 20);
    points[437] = [points[437]![0], 95];
    points[612] = [points[612]![0], -12];
    const out = downsample(points, 100);
    const values = out.map((p) => p[1]);
    expect(Math.max(...values)).toBe(95);
    expect(Math.min(...values)).toBe(-12);
  });
});
