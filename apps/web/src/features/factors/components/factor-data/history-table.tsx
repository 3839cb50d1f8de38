import { memo, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryPoint } from '@iot/api-client/model';
import { formatTime } from '@/lib/format-time';
import { switchText } from '@/features/factors/utils/history-chart-option';

/** Rows are a fixed 28 px high; only the rows in view (plus a margin) are in the DOM. */
const ROW_HEIGHT = 28;
const VIEWPORT_HEIGHT = 448;
const OVERSCAN = 10;

/** The slice of rows to render for a scroll position. */
function visibleRows(scrollTop: number, total: number) {
  const first = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const last = Math.min(total, Math.ceil((scrollTop + VIEWPORT_HEIGHT) / ROW_HEIGHT) + OVERSCAN);
  return { first, last };
}

/**
 * Time and value of the page's points, newest first, and a no-data row. A page has up to 1000 points: the
 * table is virtualised (only the rows in view are rendered), so a page or range switch stays well inside a frame. The
 * page keys it by range and page, so a new page starts at its top.
 */
export const HistoryTable = memo(function HistoryTable({
  points,
  isSwitch = false,
}: {
  points: readonly HistoryPoint[];
  /** A switch's values read 开/关 (on/off), not 1/0. */
  isSwitch?: boolean;
}) {
  const { t } = useTranslation('factors');
  const labels = { on: t('history.on'), off: t('history.off') };
  const [scrollTop, setScrollTop] = useState(0);
  const { first, last } = visibleRows(scrollTop, points.length);
  const onScroll = (e: UIEvent<HTMLDivElement>) => setScrollTop(e.currentTarget.scrollTop);

  return (
    <div
      onScroll={onScroll}
      style={{ maxHeight: VIEWPORT_HEIGHT + ROW_HEIGHT + 8 }}
      className="overflow-auto rounded-md border"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scroll area must be reachable by keyboard
      tabIndex={0}
      role="region"
      aria-label={t('history.table')}
    >
      <table className="w-full text-sm" aria-rowcount={points.length + 1}>
        <thead className="bg-muted sticky top-0">
          <tr aria-rowindex={1}>
            <th scope="col" className="h-9 px-3 text-left font-medium">
              {t('history.time')}
            </th>
            <th scope="col" className="h-9 px-3 text-right font-medium">
              {t('history.value')}
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {points.length === 0 ? (
            <tr>
              <td colSpan={2} className="text-muted-foreground h-16 text-center">
                {t('history.noData')}
              </td>
            </tr>
          ) : (
            <>
              {first > 0 ? <tr aria-hidden="true" style={{ height: first * ROW_HEIGHT }} /> : null}
              {points.slice(first, last).map((p, i) => (
                <tr
                  key={p.t}
                  aria-rowindex={first + i + 2}
                  style={{ height: ROW_HEIGHT }}
                  className={(first + i) % 2 ? 'bg-muted/30' : undefined}
                >
                  <td className="px-3">{formatTime(p.t)}</td>
                  <td className="px-3 text-right">
                    {isSwitch ? switchText(p.value, labels) : p.value}
                  </td>
                </tr>
              ))}
              {last < points.length ? (
                <tr aria-hidden="true" style={{ height: (points.length - last) * ROW_HEIGHT }} />
              ) : null}
            </>
          )}
        </tbody>
      </table>
    </div>
  );
});
