import * as React from 'react';
import { MoreHorizontalIcon } from 'lucide-react';

import { BELOW_SM, useMediaQuery } from '../hooks/use-media-query';
import { cn } from '../lib/utils';
import { Button } from './button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';
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

type RowAction = {
  id: string;
  /** The menu item's text (and the button's tooltip). */
  label: string;
  /** The button's name for screen readers in the table, e.g. "Delete token ci-bot"; defaults to label. */
  accessibleName?: string;
  icon?: React.ReactNode;
  onSelect: () => void;
  destructive?: boolean;
  disabled?: boolean;
  /** In the table: an outlined button with its label instead of an icon button. */
  prominent?: boolean;
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

/** A row's actions as a menu (Radix: keyboard, focus return, screen-reader roles). */
function RowActionsMenu({
  actions,
  label,
  busy,
}: {
  actions: RowAction[];
  label: string;
  busy?: React.ReactNode;
}) {
  const firstDestructive = actions.findIndex((a) => a.destructive);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" aria-label={label} title={label}>
          {busy ?? <MoreHorizontalIcon aria-hidden="true" />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.map((action, index) => (
          <React.Fragment key={action.id}>
            {index > 0 && index === firstDestructive ? <DropdownMenuSeparator /> : null}
            <DropdownMenuItem
              variant={action.destructive ? 'destructive' : 'default'}
              disabled={action.disabled}
              onSelect={action.onSelect}
            >
              {action.icon}
              {action.label}
            </DropdownMenuItem>
          </React.Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function RowActionButtons({ actions }: { actions: RowAction[] }) {
  return (
    <div className="flex items-center justify-end gap-1">
      {actions.map((action) => (
        <Button
          key={action.id}
          variant={action.prominent ? 'outline' : 'ghost'}
          size={action.prominent ? 'sm' : 'icon-sm'}
          className={cn(!action.prominent && action.destructive && 'text-destructive')}
          disabled={action.disabled}
          aria-label={
            action.prominent ? action.accessibleName : (action.accessibleName ?? action.label)
          }
          title={action.label}
          onClick={action.onSelect}
        >
          {action.icon}
          {action.prominent ? action.label : null}
        </Button>
      ))}
    </div>
  );
}

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
