import type { ChartOption } from '@iot/ui/chart';
import type { HourlyItem } from '@iot/api-client/model';

/** Spec §9: the hourly chart has 24 buckets (oldest first, ending with the current hour). */
export const HOURLY_BUCKETS = 24;

export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

export function hourlyChartOption(items: readonly HourlyItem[], seriesName: string): ChartOption {
  const buckets = items.slice(-HOURLY_BUCKETS);
  return {
    grid: { left: 56, right: 16, top: 24, bottom: 32 },
    tooltip: { trigger: 'axis' },
    xAxis: { type: 'category', data: buckets.map((i) => hourLabel(i.hour)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: [
      {
        type: 'bar',
        name: seriesName,
        data: buckets.map((i) => i.data_count),
        itemStyle: { borderRadius: [3, 3, 0, 0], color: '#1f8a70' },
      },
    ],
  };
}
