import axe from 'axe-core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Badge } from './badge';
import { ResponsiveList, type ListColumn } from './responsive-list';

type Token = { id: number; name: string; role: string; note: string | null; error: string | null };

const rows: Token[] = [
  { id: 1, name: 'ci-bot', role: 'Operator', note: 'nightly', error: null },
  { id: 2, name: 'dashboard', role: 'Readonly', note: null, error: 'revoked' },
];

const columns: ListColumn<Token>[] = [
  { id: 'name', header: 'Name', card: 'title', cell: (r) => r.name },
  {
    id: 'role',
    header: 'Role',
    card: 'badge',
    cell: (r) => (
      <span>
        <Badge>{r.role}</Badge>
        {r.error}
      </span>
    ),
    cardCell: (r) => <Badge>{r.role}</Badge>,
  },
  { id: 'note', header: 'Note', hideBelow: 'lg', cell: (r) => r.note },
  { id: 'error', header: 'Error', table: false, cell: (r) => r.error },
];

function List(props: { onDelete?: (t: Token) => void; layout?: 'auto' | 'table' | 'cards' }) {
  return (
    <ResponsiveList
      rows={rows}
      columns={columns}
      getRowKey={(r) => r.id}
      label="Tokens"
      layout={props.layout}
      actionsHeader="Actions"
      actionsLabel={(r) => `Actions for ${r.name}`}
      actions={(r) => [
        { id: 'edit', label: 'Edit', onSelect: () => undefined },
        {
          id: 'delete',
          label: 'Delete',
          accessibleName: `Delete ${r.name}`,
          destructive: true,
          onSelect: () => props.onDelete?.(r),
        },
      ]}
    />
  );
}

const violations = async () =>
  (
    await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
    })
  ).violations.map((v) => v.id);

/** A browser of `width` px: matchMedia answers Tailwind's `sm` query as it would. */
function stubWidth(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === '(width < 40rem)' && width < 640,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
afterEach(() => vi.unstubAllGlobals());

describe('ResponsiveList', () => {
  it('is a named table from the small breakpoint up, with buttons for the actions', async () => {
    stubWidth(1024);
    const onDelete = vi.fn();
    render(<List onDelete={onDelete} />);
    const table = screen.getByRole('table', { name: 'Tokens' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Name', 'Role', 'Note', 'Actions']);
    const second = within(table).getAllByRole('row')[2]!;
    expect(second).toHaveTextContent('Readonlyrevoked');
    expect(within(table).getAllByRole('columnheader')[2]).toHaveClass('hidden', 'lg:table-cell');
    await userEvent.click(within(second).getByRole('button', { name: 'Delete dashboard' }));
    expect(onDelete).toHaveBeenCalledWith(rows[1]);
    expect(await violations()).toEqual([]);
  });

  it('below the small breakpoint, a card per row: title, badge, labelled details, actions menu', async () => {
    stubWidth(390);
    const onDelete = vi.fn();
    render(<List onDelete={onDelete} />);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Tokens' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('ci-bot');
    // details are label + value pairs; empty values are left out, card-only columns are in
    expect([...first.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Note']);
    expect([...second.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Error']);
    expect(second.querySelector('dd')).toHaveTextContent('revoked');
    expect(within(second).getByText('Readonly')).toBeInTheDocument();
    expect(second).not.toHaveTextContent('Readonlyrevoked');

    // the menu opens and works from the keyboard
    within(second).getByRole('button', { name: 'Actions for dashboard' }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Edit', 'Delete']);
    expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onDelete).toHaveBeenCalledWith(rows[1]);
    expect(await violations()).toEqual([]);
  });

  it('follows a forced layout whatever the width', () => {
    stubWidth(1024);
    render(<List layout="cards" />);
    expect(screen.getByRole('list', { name: 'Tokens' })).toBeInTheDocument();
  });
});
