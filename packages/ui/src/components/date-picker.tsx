import * as React from 'react';
import { format } from 'date-fns';
import { CalendarIcon } from 'lucide-react';
import type { DayPickerLocale, Matcher } from 'react-day-picker';

import { Calendar } from './calendar';
import { PickerPopover, type PickerTriggerProps } from './picker-popover';

type DatePickerProps = PickerTriggerProps & {
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
    <PickerPopover
      slot="date-picker-trigger"
      icon={<CalendarIcon aria-hidden="true" />}
      text={value ? format(value, dateFormat, { locale }) : null}
      placeholder={placeholder}
      open={open}
      onOpenChange={setOpen}
      id={id}
      disabled={disabled}
      className={className}
      {...aria}
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
    </PickerPopover>
  );
}

export { DatePicker, type DatePickerProps };
