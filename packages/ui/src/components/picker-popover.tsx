import * as React from 'react';

import { cn } from '../lib/utils';
import { Button } from './button';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

/** What a date picker's trigger takes from its form field: its id, state and accessible name. */
type PickerTriggerProps = {
  id?: string;
  disabled?: boolean;
  className?: string;
  'aria-label'?: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

type PickerPopoverProps = PickerTriggerProps & {
  /** `data-slot` of the trigger, e.g. date-picker-trigger. */
  slot: string;
  icon: React.ReactNode;
  /** What is chosen, as the trigger shows it; null shows the placeholder. */
  text: string | null;
  /** Shown on the trigger when nothing is chosen; also the dialog's name when no aria-label is given. */
  placeholder: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The dialog's content: a calendar, and what goes with it. */
  children: React.ReactNode;
};

/** The date pickers' shared frame: an outline button showing the choice, which opens a dialog beside it. */
function PickerPopover({
  slot,
  icon,
  text,
  placeholder,
  open,
  onOpenChange,
  id,
  disabled,
  className,
  children,
  ...aria
}: PickerPopoverProps) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          variant="outline"
          disabled={disabled}
          data-slot={slot}
          data-empty={text === null}
          className={cn(
            'data-[empty=true]:text-muted-foreground w-full justify-start text-left font-normal',
            className,
          )}
          {...aria}
        >
          {icon}
          <span className="truncate">{text ?? placeholder}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent
        className="w-auto p-0"
        align="start"
        aria-label={aria['aria-label'] ?? placeholder}
      >
        {children}
      </PopoverContent>
    </Popover>
  );
}

export { PickerPopover, type PickerTriggerProps };
