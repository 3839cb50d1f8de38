import { lazy, Suspense, useMemo } from 'react';
import type { HourlyItem } from '@iot/api-client/model';
import { Skeleton } from '@iot/ui/skeleton';
import { useTheme } from '../../../lib/theme';
import { hourlyChartOption } from '../utils/hourly-option';

// echarts is loaded with this chart only, never in the first load.
const Chart = lazy(() => import('@iot/ui/chart'));

export function HourlyChart({ items, label }: { items: readonly HourlyItem[]; label: string }) {
  const { resolved } = useTheme();
  const option = useMemo(() => hourlyChartOption(items, label), [items, label]);
  return (
    <figure aria-label={label}>
      <Suspense fallback={<Skeleton className="h-72 w-full" />}>
        <Chart option={option} theme={resolved} notMerge className="h-72" />
      </Suspense>
    </figure>
  );
}
