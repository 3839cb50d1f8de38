import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HourlyItem } from '@iot/api-client/model';
import { Skeleton } from '@iot/ui/skeleton';
import { currentLanguage } from '@/lib/i18n';
import { useTheme } from '@/lib/theme';
import { hourlyChartOption } from '../utils/hourly-option';

// echarts is loaded with this chart only, never in the first load.
const Chart = lazy(() => import('@iot/ui/chart'));

/** The 24 hourly buckets as bars, labelled in the browser's time zone (ADR 0015). */
export function HourlyChart({ items, label }: { items: readonly HourlyItem[]; label: string }) {
  const { resolved } = useTheme();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const option = useMemo(() => hourlyChartOption(items, label, language), [items, label, language]);
  return (
    <figure aria-label={label}>
      <Suspense fallback={<Skeleton className="h-72 w-full" />}>
        <Chart
          option={option}
          theme={resolved}
          locale={currentLanguage()}
          notMerge
          className="h-72"
        />
      </Suspense>
    </figure>
  );
}
