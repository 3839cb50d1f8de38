import * as React from 'react';
import { format } from 'date-fns';
import { CalendarIcon } from 'lucide-react';
import type { DateRange, DayPickerLocale, Matcher } from 'react-day-picker';

import { cn } from '../lib/utils';
import { Button } from './button';
import { Calendar } from './calendar';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

type DateRangePickerProps = {
  value: DateRange | undefined;
  onChange: (range: DateRange | undefined) => void;
  /** Calendar and formatting language, e.g. zhCN or enUS from 'react-day-picker/locale'. */
  locale: DayPickerLocale;
  /** Shown on the trigger when no range is chosen. */
  placeholder: string;
  /** date-fns format of each end of the range on the trigger. */
  dateFormat?: string;
  numberOfMonths?: number;
  /** The month shown first when nothing is chosen yet. */
  defaultMonth?: Date;
  disabledDays?: Matcher | Matcher[];
  id?: string;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
};

function formatRange(range: DateRange | undefined, dateFormat: string, locale: DayPickerLocale) {
  if (!range?.from) return null;
  const from = format(range.from, dateFormat, { locale });
  return range.to ? `${from} – ${format(range.to, dateFormat, { locale })}` : from;
}

/** A button that opens a range calendar; emits { from, to } as the user picks both ends. */
function DateRangePicker({
  value,
  onChange,
  locale,
  placeholder,
  dateFormat = 'PP',
  numberOfMonths = 2,
  defaultMonth,
  disabledDays,
  id,
  disabled,
  className,
  ...aria
}: DateRangePickerProps) {
  const text = formatRange(value, dateFormat, locale);

  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          id={id}
          variant="outline"
          disabled={disabled}
          data-slot="date-range-picker-trigger"
          data-empty={!text}
          className={cn(
            'data-[empty=true]:text-muted-foreground w-full justify-start text-left font-normal',
            className,
          )}
          {...aria}
        >
          <CalendarIcon aria-hidden="true" />
          <span className="truncate">{text ?? placeholder}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent
        className="w-auto p-0"
        align="start"
        aria-label={aria['aria-label'] ?? placeholder}
      >
        <Calendar
          mode="range"
          selected={value}
          defaultMonth={value?.from ?? defaultMonth}
          onSelect={onChange}
          numberOfMonths={numberOfMonths}
          disabled={disabledDays}
          locale={locale}
          // The popover is a date-picker dialog: focus goes to the selected day (or today) on open.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
      </PopoverContent>
    </Popover>
  );
}

export { DateRangePicker, type DateRangePickerProps, type DateRange };
