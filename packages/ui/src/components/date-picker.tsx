import * as React from 'react';
import { format } from 'date-fns';
import { CalendarIcon } from 'lucide-react';
import type { DayPickerLocale, Matcher } from 'react-day-picker';

import { cn } from '../lib/utils';
import { Button } from './button';
import { Calendar } from './calendar';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

type DatePickerProps = {
  value: Date | undefined;
  onChange: (date: Date | undefined) => void;
  /** Calendar and formatting language, e.g. zhCN or enUS from 'react-day-picker/locale'. */
  locale: DayPickerLocale;
  /** Shown on the trigger when no date is chosen. */
  placeholder: string;
  /** date-fns format of the chosen date on the trigger. */
  dateFormat?: string;
  /** Days that cannot be chosen (react-day-picker matchers). */
  disabledDays?: Matcher | Matcher[];
  id?: string;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
};

/** A button that opens a one-month calendar and closes once a day is chosen. */
function DatePicker({
  value,
  onChange,
  locale,
  placeholder,
  dateFormat = 'PPP',
  disabledDays,
  id,
  disabled,
  className,
  ...aria
}: DatePickerProps) {
  const [open, setOpen] = React.useState(false);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          variant="outline"
          disabled={disabled}
          data-slot="date-picker-trigger"
          data-empty={!value}
          className={cn(
            'data-[empty=true]:text-muted-foreground w-full justify-start text-left font-normal',
            className,
          )}
          {...aria}
        >
          <CalendarIcon aria-hidden="true" />
          <span className="truncate">
            {value ? format(value, dateFormat, { locale }) : placeholder}
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent
        className="w-auto p-0"
        align="start"
        aria-label={aria['aria-label'] ?? placeholder}
      >
        <Calendar
          mode="single"
          selected={value}
          defaultMonth={value}
          onSelect={(date) => {
            onChange(date);
            setOpen(false);
          }}
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

export { DatePicker, type DatePickerProps };
