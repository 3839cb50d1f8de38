import { describe, expect, it } from 'vitest';
import {
  historyChartOption,
  MAX_MARKER_POINTS,
  MIN_ZOOM_SPAN,
  ZOOM_DEBOUNCE_MS,
} from './history-chart-option';

const points = (n: number, start = 1_763_683_200) =>
  Array.from({ length: n }, (_, i) => ({ t: start - 60 * i, value: i % 10 }));
type Series = { data: [number, number][]; showSymbol: boolean; step: string | false };
const seriesOf = (o: ReturnType<typeof historyChartOption>) => (o.series as Series[])[0]!;
const input = { title: '空气温度 (°C)', emptyTitle: '暂无数据', isSwitch: false };

describe('historyChartOption', () => {
  it('is titled with the name and unit, oldest point first, in milliseconds', () => {
    const option = historyChartOption({ ...input, points: points(3) });
    expect((option.title as { text: string }).text).toBe('空气温度 (°C)');
    expect(seriesOf(option).data.map(([t]) => t)).toEqual([
      (1_763_683_200 - 120) * 1000,
      (1_763_683_200 - 60) * 1000,
      1_763_683_200 * 1000,
    ]);
  });

  it('shows markers only up to 30 points', () => {
    expect(
      seriesOf(historyChartOption({ ...input, points: points(MAX_MARKER_POINTS) })).showSymbol,
    ).toBe(true);
    expect(
      seriesOf(historyChartOption({ ...input, points: points(MAX_MARKER_POINTS + 1) })).showSymbol,
    ).toBe(false);
  });

  it('zooms inside and with a slider, at least 10 %, following at most every 300 ms', () => {
    const zoom = historyChartOption({ ...input, points: points(5) }).dataZoom as {
      type: string;
      minSpan: number;
      throttle: number;
    }[];
    expect(zoom.map((z) => z.type)).toEqual(['inside', 'slider']);
    for (const z of zoom) {
      expect(z.minSpan).toBe(MIN_ZOOM_SPAN);
      expect(z.throttle).toBe(ZOOM_DEBOUNCE_MS);
    }
  });

  it("titles an empty chart 'no data' and draws switches as steps", () => {
    const empty = historyChartOption({ ...input, points: [] });
    expect((empty.title as { text: string }).text).toBe('暂无数据');
    expect(seriesOf(empty).data).toEqual([]);
    expect(seriesOf(historyChartOption({ ...input, isSwitch: true, points: points(4) })).step).toBe(
      'end',
    );
  });

  it('labels a switch 开 / 关 on its axis and in its tooltip, not 1 / 0', () => {
    const option = historyChartOption({
      ...input,
      isSwitch: true,
      switchLabels: { on: '开', off: '关' },
      points: [{ t: 1_700_000_000, value: 1 }],
    });
    const axis = option.yAxis as { axisLabel: { formatter: (v: number) => string } };
    expect([axis.axisLabel.formatter(0), axis.axisLabel.formatter(1)]).toEqual(['关', '开']);
    const tooltip = option.tooltip as { formatter: (p: unknown) => string };
    expect(tooltip.formatter([{ value: [1_700_000_000_000, 1] }])).toMatch(/<br\/>开$/);
  });

  it('samples a 1000-point page down to about 300 points, keeping the extremes', () => {
    const page = points(1000);
    page[500] = { t: page[500]!.t, value: 99 };
    const data = seriesOf(historyChartOption({ ...input, points: page })).data;
    expect(data.length).toBeLessThanOrEqual(302);
    expect(Math.max(...data.map(([, v]) => v))).toBe(99);
    expect(Math.min(...data.map(([, v]) => v))).toBe(0);
  });
});
