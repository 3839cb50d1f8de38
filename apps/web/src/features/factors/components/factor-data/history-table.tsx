import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryPoint } from '@iot/api-client/model';
import { formatTime } from '../../../../lib/format-time';

/**
 * Spec §2: time and value of the page's points, newest first, and a no-data row. Plain rows (no per-row components) so
 * that 1000 of them render well inside a frame budget; memoised so the chart's zoom does not re-render it.
 */
export const HistoryTable = memo(function HistoryTable({
  points,
}: {
  points: readonly HistoryPoint[];
}) {
  const { t } = useTranslation('factors');
  return (
    <div className="max-h-[480px] overflow-auto rounded-md border">
      <table className="w-full caption-bottom text-sm">
        <caption className="sr-only">{t('history.table')}</caption>
        <thead className="bg-muted sticky top-0">
          <tr>
            <th scope="col" className="h-9 px-3 text-left font-medium">
              {t('history.time')}
            </th>
            <th scope="col" className="h-9 px-3 text-right font-medium">
              {t('history.value')}
            </th>
          </tr>
        </thead>
        <tbody className="[&_tr:nth-child(even)]:bg-muted/30 tabular-nums">
          {points.length === 0 ? (
            <tr>
              <td colSpan={2} className="text-muted-foreground h-16 text-center">
                {t('history.noData')}
              </td>
            </tr>
          ) : (
            points.map((p) => (
              <tr key={p.t}>
                <td className="px-3 py-1">{formatTime(p.t)}</td>
                <td className="px-3 py-1 text-right">{p.value}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
});
