import * as React from 'react';
import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Row,
} from '@tanstack/react-table';

import { cn } from '../lib/utils';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from './table';

type DataTableProps<TData, TValue> = {
  columns: ColumnDef<TData, TValue>[];
  data: TData[];
  /** Shown in a single full-width row when `data` is empty. */
  emptyText: React.ReactNode;
  getRowId?: (row: TData, index: number) => string;
  /** Describes the table for screen readers (visually hidden unless `showCaption`). */
  caption?: React.ReactNode;
  showCaption?: boolean;
  rowClassName?: (row: Row<TData>) => string | undefined;
  className?: string;
};

/** A plain table over @tanstack/react-table: header, rows, and a no-data row. */
function DataTable<TData, TValue>({
  columns,
  data,
  emptyText,
  getRowId,
  caption,
  showCaption = false,
  rowClassName,
  className,
}: DataTableProps<TData, TValue>) {
  // eslint-disable-next-line react-hooks/incompatible-library -- the table instance is used only during render
  const table = useReactTable({
    data,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
  });
  const rows = table.getRowModel().rows;

  return (
    <div data-slot="data-table" className={cn('rounded-md border', className)}>
      <Table>
        {caption ? (
          <TableCaption className={cn(!showCaption && 'sr-only')}>{caption}</TableCaption>
        ) : null}
        <TableHeader>
          {table.getHeaderGroups().map((headerGroup) => (
            <TableRow key={headerGroup.id}>
              {headerGroup.headers.map((header) => (
                <TableHead key={header.id} colSpan={header.colSpan}>
                  {header.isPlaceholder
                    ? null
                    : flexRender(header.column.columnDef.header, header.getContext())}
                </TableHead>
              ))}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody>
          {rows.length ? (
            rows.map((row) => (
              <TableRow
                key={row.id}
                data-state={row.getIsSelected() ? 'selected' : undefined}
                className={rowClassName?.(row)}
              >
                {row.getVisibleCells().map((cell) => (
                  <TableCell key={cell.id}>
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </TableCell>
                ))}
              </TableRow>
            ))
          ) : (
            <TableRow data-slot="data-table-empty">
              <TableCell
                colSpan={table.getAllLeafColumns().length || 1}
                className="text-muted-foreground h-24 text-center"
              >
                {emptyText}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </div>
  );
}

export { DataTable, type DataTableProps, type ColumnDef };
