import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enUS, zhCN } from 'react-day-picker/locale';
import { describe, expect, it, vi } from 'vitest';

import { DatePicker } from './date-picker';

function DateField({
  onChange,
  locale = enUS,
}: {
  onChange: (date: Date | undefined) => void;
  locale?: typeof enUS;
}) {
  const [date, setDate] = React.useState<Date | undefined>(new Date(2024, 5, 3));
  return (
    <DatePicker
      aria-label="Start"
      value={date}
      onChange={(next) => {
        setDate(next);
        onChange(next);
      }}
      locale={locale}
      placeholder="Pick a date"
    />
  );
}

describe('DatePicker', () => {
  it('picks a day, closes the calendar and shows the date in the given locale', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateField onChange={onChange} />);

    const trigger = screen.getByRole('button', { name: 'Start' });
    expect(trigger).toHaveTextContent('June 3rd, 2024');
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Start' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /^Friday, June 21, 2024/ }));

    expect(onChange).toHaveBeenCalledWith(new Date(2024, 5, 21));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('June 21st, 2024');
  });

  it('formats with a Chinese locale', () => {
    render(<DateField onChange={vi.fn()} locale={zhCN} />);
    expect(screen.getByRole('button', { name: 'Start' })).toHaveTextContent('2024年6月3日');
  });
});
