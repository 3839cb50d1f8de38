import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Combobox, type ComboboxOption } from './combobox';

const cities: ComboboxOption[] = [
  { value: 'beijing', label: 'Beijing' },
  { value: 'shanghai', label: 'Shanghai' },
  { value: 'guangzhou', label: 'Guangzhou', keywords: ['canton'] },
];

function CityPicker({ onValueChange }: { onValueChange: (value: string | null) => void }) {
  const [value, setValue] = React.useState<string | null>(null);
  return (
    <Combobox
      aria-label="City"
      options={cities}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange(next);
      }}
      placeholder="Choose a city"
      searchPlaceholder="Search cities"
      emptyText="No city found"
    />
  );
}

describe('Combobox', () => {
  it('filters options by the search text and selects one', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(<CityPicker onValueChange={onValueChange} />);

    const trigger = screen.getByRole('combobox', { name: 'City' });
    expect(trigger).toHaveTextContent('Choose a city');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(3);

    await user.type(screen.getByRole('combobox', { name: 'Search cities' }), 'shang');
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveTextContent('Shanghai');

    await user.click(options[0]!);
    expect(onValueChange).toHaveBeenCalledWith('shanghai');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'City' })).toHaveTextContent('Shanghai');
  });

  it('matches keywords and shows the empty text when nothing matches', async () => {
    const user = userEvent.setup();
    render(<CityPicker onValueChange={vi.fn()} />);

    await user.click(screen.getByRole('combobox', { name: 'City' }));
    const search = screen.getByRole('combobox', { name: 'Search cities' });
    await user.type(search, 'canton');
    expect(screen.getByRole('option')).toHaveTextContent('Guangzhou');

    await user.clear(search);
    await user.type(search, 'qqq');
    expect(screen.queryByRole('option')).not.toBeInTheDocument();
    expect(screen.getByText('No city found')).toBeInTheDocument();
  });
});
