import type { ChartOption } from '@iot/ui/chart';
import type { HistoryPoint } from '@iot/api-client/model';
import { formatTimeMs } from '@/lib/format-time';
import { downsample, type Point } from './downsample';

/** Markers only up to 30 points (beyond that they crowd the line); zoom keeps at least 10 %; the zoom follows the pointer at most every 300 ms. */
export const MAX_MARKER_POINTS = 30;
export const MIN_ZOOM_SPAN = 10;
export const ZOOM_DEBOUNCE_MS = 300;
/**
 * Above this many points the series is downsampled (LTTB keeping extremes) before drawing: 300 points still outnumber
 * the pixels between two of them on a 1200 px chart, and keep a page switch inside a frame budget.
 */
const SAMPLING_THRESHOLD = 300;

export interface HistoryChartInput {
  /** Factor name plus unit, untranslated: both come from the server. */
  title: string;
  /** The empty chart's title (a spec-fixed Chinese text). */
  emptyTitle: string;
  points: readonly HistoryPoint[];
  /** Switches are drawn as steps between 0 and 1, labelled with these words for 1 and 0 (开/关, on/off). */
  isSwitch: boolean;
  switchLabels?: SwitchLabels;
}

export interface SwitchLabels {
  on: string;
  off: string;
}

/** A switch's value in words (1 → on, 0 → off); any other value as it is. */
export function switchText(value: number, labels: SwitchLabels): string {
  if (value === 1) return labels.on;
  if (value === 0) return labels.off;
  return String(value);
}

/** Points oldest first, in milliseconds, as ECharts wants them. */
function toSeries(points: readonly HistoryPoint[]): Point[] {
  const series = points.map((p): Point => [p.t * 1000, p.value]);
  series.sort((a, b) => a[0] - b[0]);
  return series;
}

const tooltipFormatter =
  (labels: SwitchLabels | undefined) =>
  (params: unknown): string => {
    const first = (Array.isArray(params) ? params[0] : params) as { value?: Point } | undefined;
    const value = first?.value;
    if (!value) return '';
    return `${formatTimeMs(value[0])}<br/>${labels ? switchText(value[1], labels) : value[1]}`;
  };

export function historyChartOption({
  title,
  emptyTitle,
  points,
  isSwitch,
  switchLabels,
}: HistoryChartInput): ChartOption {
  const labels = isSwitch ? switchLabels : undefined;
  const series = toSeries(points);
  const data = series.length > SAMPLING_THRESHOLD ? downsample(series, SAMPLING_THRESHOLD) : series;
  const empty = series.length === 0;
  return {
    animation: false,
    // every key is given on every call: the chart merges options, so nothing of the previous state lingers
    title: {
      text: empty ? emptyTitle : title,
      left: 'center',
      top: empty ? 'middle' : 8,
      textStyle: { fontSize: 14 },
    },
    grid: { left: 48, right: 24, top: 48, bottom: 72 },
    tooltip: { trigger: 'axis', formatter: tooltipFormatter(labels) },
    xAxis: {
      type: 'time',
      // on a phone the time labels would print over each other: ECharts drops the ones that would
      axisLabel: { formatter: (ms: number) => formatTimeMs(ms).slice(5), hideOverlap: true },
    },
    yAxis: isSwitch
      ? {
          type: 'value',
          min: 0,
          max: 1,
          interval: 1,
          ...(labels ? { axisLabel: { formatter: (v: number) => switchText(v, labels) } } : {}),
        }
      : { type: 'value', scale: true },
    dataZoom: [
      { type: 'inside', minSpan: MIN_ZOOM_SPAN, throttle: ZOOM_DEBOUNCE_MS },
      {
        type: 'slider',
        minSpan: MIN_ZOOM_SPAN,
        throttle: ZOOM_DEBOUNCE_MS,
        height: 24,
        bottom: 16,
        // the series is drawn once, not twice (the slider's shadow would be a second path)
        showDataShadow: false,
      },
    ],
    series: [
      {
        type: 'line',
        name: title,
        data,
        showSymbol: series.length > 0 && series.length <= MAX_MARKER_POINTS,
        step: isSwitch ? 'end' : false,
        connectNulls: false,
        color: '#1f8a70',
      },
    ],
  };
}
