import { format } from 'date-fns';
import { CalendarIcon } from 'lucide-react';
import type { DateRange, DayPickerLocale, Matcher } from 'react-day-picker';

import { Calendar } from './calendar';
import { PickerPopover, type PickerTriggerProps } from './picker-popover';

type DateRangePickerProps = PickerTriggerProps & {
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
  return (
    <PickerPopover
      slot="date-range-picker-trigger"
      icon={<CalendarIcon aria-hidden="true" />}
      text={formatRange(value, dateFormat, locale)}
      placeholder={placeholder}
      id={id}
      disabled={disabled}
      className={className}
      {...aria}
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
    </PickerPopover>
  );
}

export { DateRangePicker, type DateRangePickerProps, type DateRange };
