import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DataTable, type ColumnDef } from './data-table';

type Reading = { time: string; value: number };

const columns: ColumnDef<Reading>[] = [
  { accessorKey: 'time', header: 'Time' },
  { accessorKey: 'value', header: 'Value', cell: ({ row }) => `${row.original.value} °C` },
];

describe('DataTable', () => {
  it('renders a header and one row per item', () => {
    render(
      <DataTable
        columns={columns}
        data={[
          { time: '10:00', value: 21.5 },
          { time: '11:00', value: 22 },
        ]}
        emptyText="No data"
        caption="Readings"
      />,
    );

    const table = screen.getByRole('table', { name: 'Readings' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Time', 'Value']);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['10:00', '21.5 °C']);
    expect(screen.queryByText('No data')).not.toBeInTheDocument();
  });

  it('renders one full-width row with the empty text when there is no data', () => {
    render(<DataTable columns={columns} data={[]} emptyText="No data" />);

    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(2);
    const cell = within(rows[1]!).getByRole('cell');
    expect(cell).toHaveTextContent('No data');
    expect(cell).toHaveAttribute('colspan', '2');
  });
});
