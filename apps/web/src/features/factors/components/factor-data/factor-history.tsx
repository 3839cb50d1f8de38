import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Factor, HistoryPoint } from '@iot/api-client/model';
import { Skeleton } from '@iot/ui/skeleton';
import { Spinner } from '@iot/ui/spinner';
import { PageSpinner } from '@/components/errors/page-spinner';
import { useFactorHistory } from '@/features/factors/api/factors';
import type { useHistoryView } from '@/features/factors/hooks/use-history-view';
import { factorKind, factorTitle } from '@/features/factors/utils/factor-kind';
import { hasNextPage, HISTORY_PAGE_SIZE, totalPages } from '@/features/factors/utils/ranges';
import { ErrorPanel } from '../error-panel';
import { HistoryChart } from './history-chart';
import { HistoryPager } from './history-pager';
import { HistoryTable } from './history-table';
import { RangeButtons } from './range-buttons';

const NO_POINTS: HistoryPoint[] = [];

/** A factor's history in the chosen range and page: its count, a chart and a table. */
export function FactorHistory({
  factor,
  view,
}: {
  factor: Factor;
  view: ReturnType<typeof useHistoryView>;
}) {
  const { t } = useTranslation(['factors', 'common']);
  const history = useFactorHistory(factor.agri_id, {
    page: view.page,
    page_size: HISTORY_PAGE_SIZE,
    min_timestamp: view.since,
  });
  // a failed load clears the chart and the table, so points kept from before a failed reload never pass for current ones
  const points = history.isError ? NO_POINTS : (history.data?.results ?? NO_POINTS);
  const count = history.isError ? 0 : (history.data?.count ?? 0);
  const pages = useMemo(() => totalPages(count), [count]);
  const loading = history.isPending && !history.isError;
  const isSwitch = factorKind(factor.the_type) === 'switch';

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RangeButtons value={view.range} onChange={view.setRange} />
        <p className="text-muted-foreground flex items-center gap-2 text-sm">
          {history.isFetching ? <Spinner label={t('common:loading')} /> : null}
          {/* while the first answer is on its way there is no count yet, not 0 */}
          {loading ? <Skeleton className="h-4 w-24" /> : t('history.count', { count })}
        </p>
      </div>
      {history.isError ? (
        <ErrorPanel
          message={t('history.loadFailed')}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : null}
      {loading ? (
        <PageSpinner />
      ) : (
        <HistoryChart
          key={factor.id}
          title={factorTitle(factor)}
          points={points}
          isSwitch={isSwitch}
        />
      )}
      <HistoryPager
        page={view.page}
        total={pages}
        hasNext={hasNextPage(points.length)}
        disabled={history.isFetching}
        onPageChange={view.setPage}
      />
      <HistoryTable key={`${view.range}/${view.page}`} points={points} isSwitch={isSwitch} />
    </>
  );
}
