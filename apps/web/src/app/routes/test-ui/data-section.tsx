import { useMemo, useState } from 'react';
import { Badge } from '@iot/ui/badge';
import { DataTable, type ColumnDef } from '@iot/ui/data-table';
import { PaginationControls } from '@iot/ui/pagination';
import { useTranslation } from 'react-i18next';
import { FeedbackDemo } from './feedback-demo';
import { ResponsiveListDemo } from './responsive-list-demo';
import { DemoSection } from './demo-section';

type Reading = { id: string; time: string; value: number; online: boolean };

const PAGE_SIZE = 3;
const readings: Reading[] = Array.from({ length: 8 }, (_, index) => ({
  id: `r${index}`,
  time: `${String(8 + index).padStart(2, '0')}:00`,
  value: Math.round((18 + Math.sin(index) * 4) * 10) / 10,
  online: index % 3 !== 2,
}));

export function DataSection() {
  const { t } = useTranslation('test-ui');
  const [page, setPage] = useState(1);
  const totalPages = Math.ceil(readings.length / PAGE_SIZE);
  const columns = useMemo<ColumnDef<Reading>[]>(
    () => [
      { accessorKey: 'time', header: t('data.time') },
      {
        accessorKey: 'value',
        header: t('data.value'),
        cell: ({ row }) => <span className="tabular-nums">{row.original.value} °C</span>,
      },
      {
        id: 'state',
        header: t('data.state'),
        cell: ({ row }) =>
          row.original.online ? (
            <Badge variant="online">{t('badges.online')}</Badge>
          ) : (
            <Badge variant="offline">{t('badges.offline')}</Badge>
          ),
      },
    ],
    [t],
  );

  return (
    <DemoSection title={t('sections.data')} className="flex flex-col gap-5">
      <DataTable
        columns={columns}
        data={readings.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
        getRowId={(row) => row.id}
        emptyText={t('data.noData')}
        caption={t('data.caption')}
      />
      <PaginationControls
        page={page}
        totalPages={totalPages}
        onPageChange={setPage}
        label={t('data.pagination')}
        previousLabel={t('data.previous')}
        nextLabel={t('data.next')}
        summary={t('data.pageSummary', { page, total: totalPages })}
      />
      <ResponsiveListDemo />
      <DataTable
        columns={columns}
        data={[]}
        emptyText={t('data.noData')}
        caption={t('data.emptyCaption')}
      />
      <FeedbackDemo />
    </DemoSection>
  );
}
