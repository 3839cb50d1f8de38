import * as React from 'react';

import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip';

type Control = React.ReactElement<{
  onClick?: React.MouseEventHandler;
  disabled?: boolean;
  'aria-disabled'?: boolean;
}>;

/**
 * A control the user may not use: with a `reason` it stays in place and in the tab order (`aria-disabled`, where a
 * `disabled` button could not take focus), does nothing when pressed, and shows the reason on hover, keyboard focus
 * and tap. Without a reason the control renders as it is. The child is a button-like element (Button, Switch, a
 * Radix trigger with `asChild`) whose click does its action.
 */
function DisabledReason({
  reason,
  name,
  children,
}: {
  reason?: string | null;
  /** What the control is, above the reason (an icon button has no visible name). */
  name?: string;
  children: Control;
}) {
  const [open, setOpen] = React.useState(false);
  if (!reason) return children;
  // a press opens the reason instead of doing the action; Radix's own close-on-press is skipped (defaultPrevented)
  const explain = (event: React.SyntheticEvent) => {
    event.preventDefault();
    setOpen(true);
  };
  return (
    <Tooltip open={open} onOpenChange={setOpen}>
      <TooltipTrigger asChild onClick={explain} onPointerDown={explain}>
        {React.cloneElement(children, {
          'aria-disabled': true,
          disabled: false,
          onClick: (event: React.MouseEvent) => event.preventDefault(),
        })}
      </TooltipTrigger>
      <TooltipContent className="max-w-72">
        {name ? <span className="block font-medium">{name}</span> : null}
        {reason}
      </TooltipContent>
    </Tooltip>
  );
}

export { DisabledReason };
