import * as React from 'react';
import axe from 'axe-core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enUS } from 'react-day-picker/locale';
import { describe, expect, it } from 'vitest';

import { Alert, AlertDescription, AlertTitle } from './alert';
import { Badge } from './badge';
import { Button } from './button';
import { Combobox } from './combobox';
import { CopyButton } from './copy-button';
import { DataTable } from './data-table';
import { DateRangePicker, type DateRange } from './date-range-picker';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog';
import { EmptyState } from './empty-state';
import { PaginationControls } from './pagination';
import { Spinner } from './spinner';

async function violations() {
  // jsdom cannot compute colours; contrast is checked in the browser (e2e).
  const result = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`);
}

function Showcase() {
  const [city, setCity] = React.useState<string | null>(null);
  const [range, setRange] = React.useState<DateRange | undefined>();
  return (
    <main>
      <h1>Kit</h1>
      <Badge variant="online">Online</Badge>
      <Spinner label="Loading" />
      <CopyButton value="x" label="Copy id" copiedLabel="Copied" />
      <Combobox
        aria-label="City"
        options={[
          { value: 'a', label: 'Alpha' },
          { value: 'b', label: 'Beta' },
        ]}
        value={city}
        onValueChange={setCity}
        placeholder="Choose"
        searchPlaceholder="Search"
        emptyText="Nothing"
      />
      <DateRangePicker
        aria-label="Period"
        value={range}
        onChange={setRange}
        locale={enUS}
        placeholder="Pick a period"
        numberOfMonths={1}
      />
      <Dialog>
        <DialogTrigger asChild>
          <Button>Open</Button>
        </DialogTrigger>
        <DialogContent closeLabel="Close">
          <DialogTitle>Title</DialogTitle>
          <DialogDescription>Body</DialogDescription>
        </DialogContent>
      </Dialog>
      <DataTable
        columns={[{ accessorKey: 'name', header: 'Name' }]}
        data={[{ name: 'One' }]}
        emptyText="No data"
        caption="Things"
      />
      <PaginationControls
        page={1}
        totalPages={2}
        onPageChange={() => {}}
        label="Pages"
        previousLabel="Previous"
        nextLabel="Next"
        summary="1 / 2"
      />
      <EmptyState title="Empty" description="Nothing here" action={<Button>Add</Button>} />
      <Alert variant="destructive">
        <AlertTitle>Failed</AlertTitle>
        <AlertDescription>Try again</AlertDescription>
      </Alert>
    </main>
  );
}

describe('accessibility (axe, jsdom)', () => {
  it('has no violations at rest', async () => {
    render(<Showcase />);
    expect(await violations()).toEqual([]);
  });

  it('has no violations with the combobox, the date range picker and a dialog open', async () => {
    const user = userEvent.setup();
    render(<Showcase />);

    await user.click(screen.getByRole('combobox', { name: 'City' }));
    expect(await violations()).toEqual([]);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Period' }));
    expect(await violations()).toEqual([]);
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await violations()).toEqual([]);
  });
});
