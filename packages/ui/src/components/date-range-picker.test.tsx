import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enUS } from 'react-day-picker/locale';
import { describe, expect, it, vi } from 'vitest';

import { DateRangePicker, type DateRange } from './date-range-picker';

function RangeField({ onChange }: { onChange: (range: DateRange | undefined) => void }) {
  const [range, setRange] = React.useState<DateRange | undefined>();
  return (
    <DateRangePicker
      aria-label="Period"
      value={range}
      onChange={(next) => {
        setRange(next);
        onChange(next);
      }}
      locale={enUS}
      placeholder="Pick a period"
      numberOfMonths={1}
      defaultMonth={new Date(2024, 5, 1)}
    />
  );
}

describe('DateRangePicker', () => {
  it('emits a from/to range after two clicks and shows it on the trigger', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<RangeField onChange={onChange} />);

    const trigger = screen.getByRole('button', { name: 'Period' });
    expect(trigger).toHaveTextContent('Pick a period');
    await user.click(trigger);

    await user.click(screen.getByRole('button', { name: /^Monday, June 10, 2024/ }));
    await user.click(screen.getByRole('button', { name: /^Saturday, June 15, 2024/ }));

    const last = onChange.mock.lastCall?.[0] as DateRange;
    expect(last.from).toEqual(new Date(2024, 5, 10));
    expect(last.to).toEqual(new Date(2024, 5, 15));
    expect(trigger).toHaveTextContent('Jun 10, 2024 – Jun 15, 2024');
  });
});
