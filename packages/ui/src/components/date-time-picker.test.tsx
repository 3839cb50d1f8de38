import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enUS } from 'react-day-picker/locale';
import { describe, expect, it, vi } from 'vitest';

import { DateTimePicker } from './date-time-picker';

const labels = { hour: 'Hour', minute: 'Minute', done: 'Done' };

function Field({ onChange, initial }: { onChange: (d: Date) => void; initial?: Date }) {
  const [value, setValue] = React.useState<Date | undefined>(initial);
  return (
    <DateTimePicker
      aria-label="Start"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      locale={enUS}
      placeholder="Pick a moment"
      labels={labels}
    />
  );
}

describe('DateTimePicker', () => {
  it('shows the moment as YYYY-MM-DD HH:mm in 24-hour time, whatever the locale', () => {
    render(<Field onChange={vi.fn()} initial={new Date(2024, 5, 3, 14, 5)} />);
    expect(screen.getByRole('button', { name: 'Start' })).toHaveTextContent('2024-06-03 14:05');
  });

  it('keeps the time when a day is chosen, and the day when the time is', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field onChange={onChange} initial={new Date(2024, 5, 3, 14, 5)} />);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const picker = screen.getByRole('dialog', { name: 'Start' });
    await user.click(within(picker).getByRole('button', { name: /^Friday, June 21, 2024/ }));
    expect(onChange).toHaveBeenLastCalledWith(new Date(2024, 5, 21, 14, 5));

    await user.click(within(picker).getByRole('combobox', { name: 'Hour' }));
    await user.click(await screen.findByRole('option', { name: '08' }));
    expect(onChange).toHaveBeenLastCalledWith(new Date(2024, 5, 21, 8, 5));
    await user.click(within(picker).getByRole('combobox', { name: 'Minute' }));
    await user.click(await screen.findByRole('option', { name: '30' }));
    expect(onChange).toHaveBeenLastCalledWith(new Date(2024, 5, 21, 8, 30));

    await user.click(within(picker).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toHaveTextContent('2024-06-21 08:30');
    // 60 minute options in jsdom: slow on a busy machine
  }, 30_000);

  it('starts at midnight of the chosen day when nothing was chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Start' })).toHaveTextContent('Pick a moment');
    await user.click(screen.getByRole('button', { name: 'Start' }));
    const today = new Date();
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', {
        name: new RegExp(`${today.getDate()}, ${today.getFullYear()}`),
      }),
    );
    expect(onChange).toHaveBeenLastCalledWith(
      new Date(today.getFullYear(), today.getMonth(), today.getDate(), 0, 0),
    );
  });
});
