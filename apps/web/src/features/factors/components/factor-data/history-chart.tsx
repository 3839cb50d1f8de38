import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryPoint } from '@iot/api-client/model';
import { Skeleton } from '@iot/ui/skeleton';
import { useTheme } from '@/lib/theme';
import { historyChartOption } from '@/features/factors/utils/history-chart-option';

// echarts stays out of every chunk but this one (loaded when the chart first renders).
const Chart = lazy(() => import('@iot/ui/chart'));

/**
 * Line chart titled name + unit, 400 px high, 'no data' title when empty; switches as steps. Options are
 * merged (only the data changes between pages and ranges); the page remounts the chart for another factor.
 */
export function HistoryChart({
  title,
  points,
  isSwitch,
}: {
  title: string;
  points: readonly HistoryPoint[];
  isSwitch: boolean;
}) {
  const { t } = useTranslation(['factors', 'common']);
  const { resolved } = useTheme();
  const emptyTitle = t('chart.noData');
  const on = t('history.on');
  const off = t('history.off');
  // memoised: the option (and its downsampling) is rebuilt only when the points or the texts change
  const option = useMemo(
    () => historyChartOption({ title, emptyTitle, points, isSwitch, switchLabels: { on, off } }),
    [title, emptyTitle, points, isSwitch, on, off],
  );
  return (
    <figure aria-label={title} className="w-full">
      <Suspense fallback={<Skeleton className="h-[400px] w-full" />}>
        <Chart option={option} theme={resolved} className="h-[400px]" />
      </Suspense>
    </figure>
  );
}
