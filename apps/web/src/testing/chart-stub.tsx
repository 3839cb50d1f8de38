/**
 * Screen tests replace the ECharts wrapper (canvas, which jsdom lacks) with this stub: it shows what the page asked
 * the chart to draw — the title text and how many points — so tests read the chart like a user reads its title.
 */
import type { ChartProps } from '@iot/ui/chart';

type Series = { data?: unknown[]; step?: unknown; showSymbol?: boolean };

export default function ChartStub({ option, loading }: ChartProps) {
  const title = option.title as { text?: string } | undefined;
  const series = (Array.isArray(option.series) ? option.series[0] : option.series) as
    Series | undefined;
  return (
    <div
      data-testid="chart"
      data-points={series?.data?.length ?? 0}
      data-step={String(series?.step ?? false)}
      data-markers={String(series?.showSymbol ?? false)}
      aria-busy={loading}
    >
      {title?.text}
    </div>
  );
}
