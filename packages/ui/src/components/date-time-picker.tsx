import * as React from 'react';
import { format } from 'date-fns';
import { CalendarClockIcon } from 'lucide-react';
import type { DayPickerLocale } from 'react-day-picker';

import { cn } from '../lib/utils';
import { Button } from './button';
import { Calendar } from './calendar';
import { PickerPopover, type PickerTriggerProps } from './picker-popover';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

type DateTimePickerProps = PickerTriggerProps & {
  value: Date | undefined;
  onChange: (date: Date) => void;
  /** Calendar language, e.g. zhCN or enUS from './calendar'. */
  locale: DayPickerLocale;
  /** Shown on the trigger when nothing is chosen. */
  placeholder: string;
  /** The accessible names of the hour and minute choosers and of the button that closes the picker. */
  labels: { hour: string; minute: string; done: string };
  /** date-fns format of the chosen moment on the trigger: the same in every language by default. */
  dateFormat?: string;
};

const pad = (n: number) => String(n).padStart(2, '0');
const HOURS = Array.from({ length: 24 }, (_, h) => h);
const MINUTES = Array.from({ length: 60 }, (_, m) => m);

/** `day` at `hours`:`minutes` (local time). */
function at(day: Date, hours: number, minutes: number): Date {
  return new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes);
}

/** An hour or a minute, two digits. */
function TimeSelect({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: number;
  options: number[];
  onChange: (value: number) => void;
}) {
  return (
    <Select value={String(value)} onValueChange={(v) => onChange(Number(v))}>
      <SelectTrigger aria-label={label} className="w-20 tabular-nums">
        <SelectValue />
      </SelectTrigger>
      <SelectContent className="max-h-60">
        {options.map((n) => (
          <SelectItem key={n} value={String(n)} className="tabular-nums">
            {pad(n)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/**
 * A day and a time to the minute, in 24-hour time whatever the browser's locale (the native datetime-local input shows
 * mm/dd/yyyy and AM/PM in an English browser). A button opens a calendar with hour and minute choosers under it; choosing a
 * day keeps the time, choosing a time keeps the day (today when none is chosen yet).
 */
function DateTimePicker({
  value,
  onChange,
  locale,
  placeholder,
  labels,
  dateFormat = 'yyyy-MM-dd HH:mm',
  id,
  disabled,
  className,
  ...aria
}: DateTimePickerProps) {
  const [open, setOpen] = React.useState(false);
  const day = value ?? new Date();
  const hours = value?.getHours() ?? 0;
  const minutes = value?.getMinutes() ?? 0;

  return (
    <PickerPopover
      slot="date-time-picker-trigger"
      icon={<CalendarClockIcon aria-hidden="true" />}
      text={value ? format(value, dateFormat) : null}
      placeholder={placeholder}
      open={open}
      onOpenChange={setOpen}
      id={id}
      disabled={disabled}
      className={cn('tabular-nums', className)}
      {...aria}
    >
      <Calendar
        mode="single"
        selected={value}
        defaultMonth={value}
        onSelect={(next) => {
          if (next) onChange(at(next, hours, minutes));
        }}
        locale={locale}
        // The popover is a date-time dialog: focus goes to the selected day (or today) on open.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
      />
      <div className="flex items-center gap-2 border-t p-3">
        <TimeSelect
          label={labels.hour}
          value={hours}
          options={HOURS}
          onChange={(h) => onChange(at(day, h, minutes))}
        />
        <span aria-hidden="true">:</span>
        <TimeSelect
          label={labels.minute}
          value={minutes}
          options={MINUTES}
          onChange={(m) => onChange(at(day, hours, m))}
        />
        <Button size="sm" className="ml-auto" onClick={() => setOpen(false)}>
          {labels.done}
        </Button>
      </div>
    </PickerPopover>
  );
}

export { DateTimePicker, type DateTimePickerProps };
