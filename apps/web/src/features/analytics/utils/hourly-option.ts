import type { ChartOption } from '@iot/ui/chart';
import type { HourlyItem } from '@iot/api-client/model';
import { formatTime } from '@/lib/format-time';

/** One day of hourly buckets, oldest first, ending with the current hour. */
const HOURLY_BUCKETS = 24;
const HOUR = 3600;

/**
 * Where a bucket starts (Unix seconds). `hour` is the hour of day in the server's time zone; `update_at` lies inside the
 * bucket (its newest point, or its start when it holds none), and buckets are whole hours of a zone whose offset is a
 * whole number of hours (openapi.yaml, HourlyItem). So the bucket is the hour holding `update_at`, wherever the browser
 * is (ADR 0015).
 */
const bucketStart = (item: HourlyItem) => Math.floor(item.update_at / HOUR) * HOUR;

/** The bucket's label: its start in the browser's time zone, HH:mm. */
export const bucketLabel = (item: HourlyItem) => formatTime(bucketStart(item)).slice(11);

/** The tooltip's heading: the bucket's local date and hours, 'YYYY-MM-DD HH:mm–HH:mm'. */
export function bucketTitle(item: HourlyItem): string {
  const start = bucketStart(item);
  return `${formatTime(start)}–${formatTime(start + HOUR).slice(11)}`;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function hourlyChartOption(
  items: readonly HourlyItem[],
  seriesName: string,
  language?: string,
): ChartOption {
  const buckets = items.slice(-HOURLY_BUCKETS);
  return {
    grid: { left: 56, right: 16, top: 24, bottom: 32 },
    // the canvas says nothing to screen readers: ECharts writes the buckets and counts into the chart's aria-label
    aria: { enabled: true, label: { data: { maxCount: HOURLY_BUCKETS } } },
    tooltip: {
      trigger: 'axis',
      formatter: (params: unknown) => {
        const first = (Array.isArray(params) ? params[0] : params) as
          { dataIndex: number; marker?: string; value?: number } | undefined;
        const item = first ? buckets[first.dataIndex] : undefined;
        if (!item) return '';
        return `${bucketTitle(item)}<br/>${first?.marker ?? ''}${escapeHtml(seriesName)}: <b>${item.data_count.toLocaleString(language)}</b>`;
      },
    },
    xAxis: { type: 'category', data: buckets.map(bucketLabel) },
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
