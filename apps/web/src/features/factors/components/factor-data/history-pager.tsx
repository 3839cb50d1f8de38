import { useTranslation } from 'react-i18next';
import { PaginationControls } from '@iot/ui/pagination';
import { HISTORY_PAGE_SIZE } from '@/features/factors/utils/ranges';

/** 'per page 1000 items', previous / next, current over total; next only when the page is full. */
export function HistoryPager({
  page,
  total,
  hasNext,
  disabled,
  onPageChange,
}: {
  page: number;
  total: number;
  hasNext: boolean;
  disabled: boolean;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation('factors');
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p className="text-muted-foreground text-sm">
        {t('history.perPage', { count: HISTORY_PAGE_SIZE })}
      </p>
      <PaginationControls
        page={page}
        totalPages={total}
        hasNextPage={hasNext}
        disabled={disabled}
        onPageChange={onPageChange}
        label={t('history.pager')}
        previousLabel={t('history.previous')}
        nextLabel={t('history.next')}
        summary={t('history.pageOf', { page, total })}
      />
    </div>
  );
}
