import { lazy, Suspense, useMemo, useState } from 'react';
import { Button } from '@iot/ui/button';
import type { ChartOption } from '@iot/ui/chart';
import { toast } from '@iot/ui/sonner';
import { Spinner } from '@iot/ui/spinner';
import { useTranslation } from 'react-i18next';

import { useTheme } from '@/lib/theme';
import { DemoSection } from './demo-section';

// echarts stays out of the first load: the chart module is fetched when this section renders.
const Chart = lazy(() => import('@iot/ui/chart'));

const hours = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);
const values = hours.map((_, hour) => Math.round((20 + 6 * Math.sin((hour - 8) / 4)) * 10) / 10);

export function ChartSection() {
  const { t } = useTranslation('test-ui');
  const { resolved: theme } = useTheme();
  const [kind, setKind] = useState<'line' | 'bar'>('line');
  const [loading, setLoading] = useState(false);
  const option = useMemo<ChartOption>(
    () => ({
      title: { text: t('chart.title'), left: 'center' },
      tooltip: { trigger: 'axis' },
      legend: { bottom: 40 },
      grid: { left: 48, right: 24, top: 56, bottom: 96 },
      xAxis: { type: 'category', data: hours },
      yAxis: { type: 'value', scale: true },
      dataZoom: [{ type: 'inside' }, { type: 'slider', bottom: 8, minSpan: 10 }],
      series: [
        kind === 'line'
          ? {
              name: t('chart.series'),
              type: 'line',
              data: values,
              smooth: true,
              markPoint: {
                data: [
                  { type: 'max', name: t('chart.max') },
                  { type: 'min', name: t('chart.min') },
                ],
              },
            }
          : { name: t('chart.series'), type: 'bar', data: values },
      ],
    }),
    [kind, t],
  );
  const onEvents = useMemo(
    () => ({
      click: (params: unknown) => {
        const value = (params as { value?: unknown }).value;
        toast(t('chart.clicked', { value: String(value) }));
      },
    }),
    [t],
  );

  return (
    <DemoSection title={t('sections.chart')} className="flex flex-col gap-4">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={kind === 'line' ? 'default' : 'outline'}
          aria-pressed={kind === 'line'}
          onClick={() => setKind('line')}
        >
          {t('chart.line')}
        </Button>
        <Button
          size="sm"
          variant={kind === 'bar' ? 'default' : 'outline'}
          aria-pressed={kind === 'bar'}
          onClick={() => setKind('bar')}
        >
          {t('chart.bar')}
        </Button>
        <Button
          size="sm"
          variant="outline"
          aria-pressed={loading}
          onClick={() => setLoading((value) => !value)}
        >
          {t('chart.toggleLoading')}
        </Button>
      </div>
      <Suspense
        fallback={
          <div className="flex h-[400px] items-center justify-center">
            <Spinner label={t('chart.loading')} showLabel />
          </div>
        }
      >
        <Chart
          role="img"
          aria-label={t('chart.label')}
          option={option}
          notMerge
          theme={theme}
          loading={loading}
          loadingText={t('chart.loading')}
          onEvents={onEvents}
        />
      </Suspense>
    </DemoSection>
  );
}
