import * as React from 'react';

import { BELOW_SM, useMediaQuery } from '../hooks/use-media-query';
import { cn } from '../lib/utils';
import { RowActionButtons, RowActionsMenu, type RowAction } from './row-actions';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';

type Breakpoint = 'md' | 'lg' | 'xl';

/** Where a column's value goes in a row's card (below the `sm` breakpoint). */
type CardPlace = 'title' | 'subtitle' | 'badge' | 'detail' | 'none';

type ListColumn<T> = {
  id: string;
  /** The column header; in a card, the label in front of a detail. */
  header: string;
  cell: (row: T) => React.ReactNode;
  /** Default 'detail' (label and value). */
  card?: CardPlace;
  /** What the card shows for this column, when it differs from the table's cell. */
  cardCell?: (row: T) => React.ReactNode;
  /** false: only in the cards (the table shows the value elsewhere, e.g. inside another column). */
  table?: boolean;
  /** In the table: hidden below this breakpoint (the card still shows it). */
  hideBelow?: Breakpoint;
  className?: string;
  headClassName?: string;
};

type ResponsiveListProps<T> = {
  rows: readonly T[];
  columns: readonly ListColumn<T>[];
  getRowKey: (row: T) => React.Key;
  /** Accessible name of the table and of the card list. */
  label: string;
  actions?: (row: T) => RowAction[];
  /** Name of a row's actions menu button, e.g. "Actions for SIM-0001". */
  actionsLabel?: (row: T) => string;
  /** The actions column's header (for screen readers). */
  actionsHeader?: string;
  /** The table shows each row's actions as buttons (default) or as the same menu as the cards. */
  tableActions?: 'buttons' | 'menu';
  /** Shown in place of the menu icon while something runs for the row (e.g. a spinner). */
  actionsBusy?: (row: T) => React.ReactNode;
  className?: string;
  /** 'auto' (default): cards below the `sm` breakpoint, a table from there up. */
  layout?: 'auto' | 'table' | 'cards';
};

const HIDE_BELOW: Record<Breakpoint, string> = {
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
  xl: 'hidden xl:table-cell',
};

const present = (node: React.ReactNode) =>
  node !== null && node !== undefined && node !== false && node !== '';

/**
 * One list, two layouts: a table from the `sm` breakpoint up (columns may hide below md/lg/xl), and below it a card per
 * row — the title and subtitle columns first, badge columns at the top right, every other column as a labelled detail,
 * and the row's actions in a menu. Nothing is wider than a phone's screen and no value is lost on it.
 */
function ResponsiveList<T>({
  rows,
  columns,
  getRowKey,
  label,
  actions,
  actionsLabel,
  actionsHeader,
  tableActions = 'buttons',
  actionsBusy,
  className,
  layout = 'auto',
}: ResponsiveListProps<T>) {
  const narrow = useMediaQuery(BELOW_SM);
  const cards = layout === 'cards' || (layout === 'auto' && narrow);
  const menuLabel = (row: T) => actionsLabel?.(row) ?? actionsHeader ?? label;

  if (cards) {
    const value = (c: ListColumn<T>, row: T) => (c.cardCell ?? c.cell)(row);
    const place = (where: CardPlace) => columns.filter((c) => (c.card ?? 'detail') === where);
    const [titles, subtitles, badges, details] = (
      ['title', 'subtitle', 'badge', 'detail'] as const
    ).map(place) as [ListColumn<T>[], ListColumn<T>[], ListColumn<T>[], ListColumn<T>[]];
    return (
      <ul aria-label={label} data-slot="responsive-list" className={cn('grid gap-2', className)}>
        {rows.map((row) => {
          const rowActions = actions?.(row) ?? [];
          const shown = details
            .map((c) => ({ column: c, value: value(c, row) }))
            .filter((d) => present(d.value));
          return (
            <li
              key={getRowKey(row)}
              data-slot="responsive-list-item"
              className="bg-card text-card-foreground rounded-lg border p-3 shadow-xs"
            >
              <div className="flex items-start gap-2">
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  {titles.map((c) => (
                    <div key={c.id} className="font-medium break-words">
                      {value(c, row)}
                    </div>
                  ))}
                  {subtitles.map((c) => (
                    <div key={c.id} className="text-muted-foreground text-xs break-all">
                      {value(c, row)}
                    </div>
                  ))}
                </div>
                {badges.length ? (
                  <div className="flex shrink-0 flex-wrap items-center justify-end gap-1 pt-0.5">
                    {badges.map((c) => (
                      <React.Fragment key={c.id}>{value(c, row)}</React.Fragment>
                    ))}
                  </div>
                ) : null}
                {rowActions.length ? (
                  <div className="-my-1 -mr-1 shrink-0">
                    <RowActionsMenu
                      actions={rowActions}
                      label={menuLabel(row)}
                      busy={actionsBusy?.(row)}
                    />
                  </div>
                ) : null}
              </div>
              {shown.length ? (
                <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 gap-y-1.5 text-sm">
                  {shown.map(({ column, value }) => (
                    <React.Fragment key={column.id}>
                      <dt className="text-muted-foreground text-xs">{column.header}</dt>
                      <dd className="min-w-0 break-words">{value}</dd>
                    </React.Fragment>
                  ))}
                </dl>
              ) : null}
            </li>
          );
        })}
      </ul>
    );
  }

  const tableColumns = columns.filter((c) => c.table !== false);
  return (
    <div data-slot="responsive-list" className={cn('rounded-md border', className)}>
      <Table aria-label={label}>
        <TableHeader>
          <TableRow>
            {tableColumns.map((c) => (
              <TableHead
                key={c.id}
                className={cn(c.hideBelow && HIDE_BELOW[c.hideBelow], c.headClassName)}
              >
                {c.header}
              </TableHead>
            ))}
            {actions ? (
              <TableHead className="w-12">
                <span className="sr-only">{actionsHeader}</span>
              </TableHead>
            ) : null}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => {
            const rowActions = actions?.(row) ?? [];
            return (
              <TableRow key={getRowKey(row)}>
                {tableColumns.map((c) => (
                  <TableCell
                    key={c.id}
                    className={cn(c.hideBelow && HIDE_BELOW[c.hideBelow], c.className)}
                  >
                    {c.cell(row)}
                  </TableCell>
                ))}
                {actions ? (
                  <TableCell className="text-right">
                    {!rowActions.length ? null : tableActions === 'menu' ? (
                      <RowActionsMenu
                        actions={rowActions}
                        label={menuLabel(row)}
                        busy={actionsBusy?.(row)}
                      />
                    ) : (
                      <RowActionButtons actions={rowActions} />
                    )}
                  </TableCell>
                ) : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}

export {
  ResponsiveList,
  RowActionsMenu,
  type ListColumn,
  type ResponsiveListProps,
  type RowAction,
};
