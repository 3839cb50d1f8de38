import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryPoint } from '@iot/api-client/model';
import { Skeleton } from '@iot/ui/skeleton';
import { Spinner } from '@iot/ui/spinner';
import { PageSpinner } from '@/components/errors/page-spinner';
import { useHistoryView } from '@/features/factors/hooks/use-history-view';
import { factorKind, factorTitle } from '@/features/factors/utils/factor-kind';
import { hasNextPage, HISTORY_PAGE_SIZE, totalPages } from '@/features/factors/utils/ranges';
import { ErrorPanel } from '../error-panel';
import { FactorFormDialog } from '../factor-form-dialog';
import { FactorInfoCard } from '../factor-info-card';
import { HistoryChart } from './history-chart';
import { HistoryPager } from './history-pager';
import { HistoryTable } from './history-table';
import { RangeButtons } from './range-buttons';
import { useFactorHistory, useFactors } from '@/features/factors/api/factors';

const NO_POINTS: HistoryPoint[] = [];

/** Named route DeviceFactorData (docs/product.md#screens-and-routes, #states): a factor's history as a chart and a table, by range and page. */
export function FactorDataPage({
  projectId,
  deviceId,
  factorId,
}: {
  projectId: string;
  deviceId: number;
  factorId: number;
}) {
  const { t } = useTranslation(['factors', 'common']);
  const factors = useFactors(projectId, deviceId);
  const factor = factors.data?.find((f) => f.id === factorId);
  const [editing, setEditing] = useState(false);
  const view = useHistoryView(`${projectId}/${deviceId}/${factorId}`);
  const history = useFactorHistory(factor?.agri_id ?? '', {
    page: view.page,
    page_size: HISTORY_PAGE_SIZE,
    min_timestamp: view.since,
  });

  // a failed load clears the chart and the table (docs/product.md#errors-and-messages)
  const points = history.isError ? NO_POINTS : (history.data?.results ?? NO_POINTS);
  const count = history.isError ? 0 : (history.data?.count ?? 0);
  const title = factor ? factorTitle(factor) : '';
  const pages = useMemo(() => totalPages(count), [count]);

  if (factors.isPending) return <PageSpinner />;
  if (factors.isError) {
    return (
      <ErrorPanel
        message={t('history.loadDataFailed')}
        error={factors.error}
        onRetry={() => void factors.refetch()}
      />
    );
  }
  if (!factor) return <ErrorPanel message={t('notExist')} />;

  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <FactorInfoCard factor={factor} onOpenSettings={() => setEditing(true)} headingLevel={2} />
      <FactorFormDialog
        open={editing}
        onOpenChange={setEditing}
        projectId={projectId}
        deviceId={deviceId}
        factor={factor}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <RangeButtons value={view.range} onChange={view.setRange} />
        <p className="text-muted-foreground flex items-center gap-2 text-sm">
          {history.isFetching ? <Spinner label={t('common:loading')} /> : null}
          {/* while the first answer is on its way there is no count yet, not 0 */}
          {history.isPending && !history.isError ? (
            <Skeleton className="h-4 w-24" />
          ) : (
            t('history.count', { count })
          )}
        </p>
      </div>
      {history.isError ? (
        <ErrorPanel
          message={t('history.loadFailed')}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : null}
      {history.isPending && !history.isError ? (
        <PageSpinner />
      ) : (
        <HistoryChart
          key={factor.id}
          title={title}
          points={points}
          isSwitch={factorKind(factor.the_type) === 'switch'}
        />
      )}
      <HistoryPager
        page={view.page}
        total={pages}
        hasNext={hasNextPage(points.length)}
        disabled={history.isFetching}
        onPageChange={view.setPage}
      />
      <HistoryTable
        key={`${view.range}/${view.page}`}
        points={points}
        isSwitch={factorKind(factor.the_type) === 'switch'}
      />
    </section>
  );
}
