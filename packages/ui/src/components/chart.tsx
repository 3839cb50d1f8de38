/*
 * ECharts wrapper. Self-contained on purpose: the app loads it with React.lazy so echarts never lands
 * in the first bundle. Only the pieces registered below are bundled (never `import 'echarts'`).
 */
import * as React from 'react';
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import {
  AriaComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkPointComponent,
  TitleComponent,
  TooltipComponent,
} from 'echarts/components';
import type {
  AriaComponentOption,
  DataZoomComponentOption,
  GridComponentOption,
  LegendComponentOption,
  MarkPointComponentOption,
  TitleComponentOption,
  TooltipComponentOption,
} from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

import { cn } from '../lib/utils';

echarts.use([
  LineChart,
  BarChart,
  GridComponent,
  TooltipComponent,
  TitleComponent,
  DataZoomComponent,
  LegendComponent,
  MarkPointComponent,
  AriaComponent,
  CanvasRenderer,
]);

type ChartOption = echarts.ComposeOption<
  | LineSeriesOption
  | BarSeriesOption
  | GridComponentOption
  | TooltipComponentOption
  | TitleComponentOption
  | DataZoomComponentOption
  | LegendComponentOption
  | MarkPointComponentOption
  | AriaComponentOption
>;

type ChartInstance = echarts.EChartsType;
type ChartEventHandler = (params: unknown, chart: ChartInstance) => void;

type ChartProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  option: ChartOption;
  /** The resolved app theme; switching it re-creates the chart with echarts' matching theme. */
  theme: 'light' | 'dark';
  /** Language of ECharts' own texts (the aria description of a chart with `aria.enabled`); switching re-creates it. */
  locale?: 'zh' | 'en';
  loading?: boolean;
  /** Text next to the loading spinner (translated by the app); none by default. */
  loadingText?: string;
  /** ECharts events by name, e.g. { datazoom: (params) => … }. */
  onEvents?: Record<string, ChartEventHandler>;
  /** Replace the previous option instead of merging into it. */
  notMerge?: boolean;
  onChartReady?: (chart: ChartInstance) => void;
};

const loadingColors = {
  light: { maskColor: 'rgba(255, 255, 255, 0.8)', textColor: '#262626', color: '#1f8a70' },
  dark: { maskColor: 'rgba(23, 23, 23, 0.7)', textColor: '#f5f5f5', color: '#5cc7a8' },
} as const;

function Chart({
  option,
  theme,
  locale,
  loading = false,
  loadingText = '',
  onEvents,
  notMerge = false,
  onChartReady,
  className,
  ...props
}: ChartProps) {
  const containerRef = React.useRef<HTMLDivElement>(null);
  const chartRef = React.useRef<ChartInstance | null>(null);
  const readyRef = React.useRef(onChartReady);

  React.useEffect(() => {
    readyRef.current = onChartReady;
  }, [onChartReady]);

  // Create (and re-create on theme change), follow the container's size, dispose on unmount.
  // The effects below list `theme` so they re-apply to the new instance; they run after this one.
  React.useEffect(() => {
    const element = containerRef.current;
    if (!element) return undefined;
    const instance = echarts.init(element, theme === 'dark' ? 'dark' : undefined, {
      renderer: 'canvas',
      ...(locale ? { locale: locale === 'zh' ? 'ZH' : 'EN' } : {}),
    });
    const observer = new ResizeObserver(() => {
      if (!instance.isDisposed()) instance.resize();
    });
    observer.observe(element);
    chartRef.current = instance;
    readyRef.current?.(instance);
    return () => {
      observer.disconnect();
      instance.dispose();
      chartRef.current = null;
    };
  }, [theme, locale]);

  React.useEffect(() => {
    chartRef.current?.setOption({ backgroundColor: 'transparent', ...option }, { notMerge });
  }, [option, notMerge, theme, locale]);

  React.useEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    if (loading) {
      chart.showLoading('default', { text: loadingText, ...loadingColors[theme] });
    } else {
      chart.hideLoading();
    }
  }, [loading, loadingText, theme, locale]);

  React.useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !onEvents) return undefined;
    const bound = Object.entries(onEvents).map(([name, handler]) => {
      const listener = (params: unknown) => handler(params, chart);
      chart.on(name, listener);
      return [name, listener] as const;
    });
    return () => {
      if (chart.isDisposed()) return;
      for (const [name, listener] of bound) chart.off(name, listener);
    };
  }, [onEvents, theme, locale]);

  return (
    <div
      ref={containerRef}
      data-slot="chart"
      data-theme={theme}
      aria-busy={loading}
      className={cn('h-[400px] w-full', className)}
      {...props}
    />
  );
}

export { Chart, type ChartProps, type ChartOption, type ChartInstance, type ChartEventHandler };
export default Chart;
